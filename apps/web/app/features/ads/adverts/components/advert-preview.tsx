import { SLOT_TYPES, advertFrameDocument, slotTypeById } from '@fuel/domain/ads';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Field, Select } from '../../../../ui';
import { useFitScale } from '../hooks/use-fit-scale';
import { useHydrated } from '../hooks/use-hydrated';
import styles from './adverts.module.css';

interface AdvertPreviewProps {
  /** The HTML as typed (with JavaScript) or as saved (without). */
  readonly html: string;
  readonly stylesheetUrl: string | null;
}

/** 300 × 250, the size most slot types share. */
const DEFAULT_SLOT_TYPE = 2;
/** Wider slots (the 728 px banner) take the editor's whole width, below the HTML, instead of half of it. */
const WIDE = 400;

/**
 * The advert in the document the site shows it in (advertFrameDocument), at a slot type's size, shrunk to
 * fit narrow screens. The frame is sandboxed without scripts, so nothing typed here can run; it keeps the
 * page's origin only so the stylesheet and library images (same-origin resources) load in it.
 */
export function AdvertPreview({ html, stylesheetUrl }: AdvertPreviewProps) {
  const hydrated = useHydrated();
  const [slotTypeId, setSlotTypeId] = useState(DEFAULT_SLOT_TYPE);
  const type = slotTypeById(slotTypeId) ?? SLOT_TYPES[0];
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, type?.width ?? 300);
  const typed = useDeferredValue(html);
  const frameDocument = useMemo(
    () => advertFrameDocument({ html: typed, stylesheetUrl }),
    [typed, stylesheetUrl],
  );
  if (!type) return null;
  return (
    <div className={type.width > WIDE ? `${styles.preview} ${styles.previewWide}` : styles.preview}>
      {hydrated ? (
        <Field label="Vorschau in der Größe von">
          <Select
            value={String(slotTypeId)}
            onChange={(event) => setSlotTypeId(Number(event.target.value))}
            options={SLOT_TYPES.map((slot) => ({
              value: String(slot.id),
              label: `${slot.name} (${slot.width} × ${slot.height})`,
            }))}
          />
        </Field>
      ) : (
        <p className={styles.muted}>
          Vorschau des gespeicherten Stands in {type.width} × {type.height} Pixeln.
        </p>
      )}
      <div ref={box} className={styles.previewBox} style={{ height: type.height * scale }}>
        <iframe
          title="Vorschau der Anzeige"
          sandbox="allow-same-origin"
          srcDoc={frameDocument}
          width={type.width}
          height={type.height}
          className={styles.previewFrame}
          style={scale < 1 ? { transform: `scale(${scale})` } : undefined}
        />
      </div>
      {scale < 1 && (
        <p className={styles.muted}>Verkleinert auf {Math.round(scale * 100)} % der Originalgröße.</p>
      )}
    </div>
  );
}
