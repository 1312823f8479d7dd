import { siteSpelling } from '@fuel/domain';
import {
  type GuideState,
  type GuideStepValues,
  answerInput,
  clearInput,
  completionPercentage,
  isStepFinished,
  restoredGuideState,
} from '@fuel/domain/leads';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Form, Link, useFetcher, useLocation, useNavigation, useSubmit } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { Alert, Button, Progress } from '../../../ui';
import { checkAnswer, readStepForm } from '../guide-answers.util';
import { guideHref, guideStepHref } from '../guide-links.util';
import type { GuideStepActionData } from '../guide-step-action.type';
import { sameAnswers, stepsInOrder } from '../guide-steps.util';
import type { LeadGuide, LeadGuideInput } from '../guide.type';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { useCompare } from '../hooks/use-compare';
import { useStoredGuide } from '../hooks/use-stored-guide';
import { CompareProgress } from './compare-progress';
import { GuideInputField } from './guide-input-field';
import styles from './guide-step-page.module.css';

interface GuideStepPageProps {
  readonly guide: LeadGuide;
  /** 1-based, in OrderWeight order; the loader made sure the earlier steps are answered. */
  readonly stepNumber: number;
  /** The session's answers: what the page shows until the browser's storage is read, and without JavaScript. */
  readonly sessionValues: GuideStepValues;
  readonly actionData: GuideStepActionData | undefined;
}

type Errors = Readonly<Record<string, string>>;

function postedErrors(actionData: GuideStepActionData | undefined): Errors {
  return actionData && 'errors' in actionData ? actionData.errors : {};
}

/**
 * One step of the consumption guide (spec 1 §4). With JavaScript every change is kept in local storage, an
 * answer that completes the step moves on after the debounce, and the last step compares in the browser;
 * without, the form posts to the route's action, which keeps the answers in the session.
 */
export function GuideStepPage({ guide, stepNumber, sessionValues, actionData }: GuideStepPageProps) {
  const stored = useStoredGuide(guide);
  const submit = useSubmit();
  useGuideSync({ guide, stepNumber, sessionValues, stored, submit });
  const serverValues = (actionData && 'stepValues' in actionData && actionData.stepValues) || sessionValues;
  const state: GuideState =
    stored.state ?? restoredGuideState({ currentStepId: stepNumber, stepValues: serverValues }, guide.Steps);
  // Each step starts afresh (its errors, its debounce); the stored answers and their record states stay here.
  return (
    <GuideStepForm
      key={stepNumber}
      guide={guide}
      stepNumber={stepNumber}
      state={state}
      ready={stored.ready}
      save={stored.save}
      actionData={actionData}
    />
  );
}

interface GuideStepFormProps {
  readonly guide: LeadGuide;
  readonly stepNumber: number;
  readonly state: GuideState;
  readonly ready: boolean;
  readonly save: (state: GuideState) => void;
  readonly actionData: GuideStepActionData | undefined;
}

function GuideStepForm({ guide, stepNumber, state, ready, save, actionData }: GuideStepFormProps) {
  const site = useSite();
  const location = useLocation();
  const steps = stepsInOrder(guide);
  const step = steps[stepNumber - 1];
  const isLast = stepNumber === steps.length;
  const submit = useSubmit();
  const sessionSave = useFetcher();
  const navigation = useNavigation();
  const compare = useCompare(guide);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const autoAdvance = useAutoAdvance(useCallback(() => form.current?.requestSubmit(), []));

  // Errors shown: the server's after a post, then the browser's for fields left or sent invalid.
  const [errors, setErrors] = useState<Errors>(() => postedErrors(actionData));
  const [shownActionData, setShownActionData] = useState(actionData);
  if (actionData !== shownActionData) {
    setShownActionData(actionData);
    setErrors(postedErrors(actionData));
  }
  const texts = useRef<Record<string, string>>({});
  const posted = actionData && 'values' in actionData ? actionData.values : undefined;

  // After a move inside the guide (not on the first load) the new step's heading takes the focus.
  const movedHere = location.key !== 'default';
  useEffect(() => {
    if (movedHere) heading.current?.focus();
  }, [movedHere]);

  if (!step) return null;

  const setError = (key: string, message: string | undefined) =>
    setErrors((current) => {
      const { [key]: _dropped, ...rest } = current;
      return message ? { ...rest, [key]: message } : rest;
    });

  const onText = (input: LeadGuideInput, text: string) => {
    texts.current[input.Key] = text;
    const check = checkAnswer(input, text, site.code);
    const next =
      'value' in check
        ? answerInput(state, step.Id, input.Key, check.value)
        : clearInput(state, step.Id, input.Key);
    // A shown error follows the field as it is corrected; a new one waits until the field is left.
    if (errors[input.Key]) setError(input.Key, 'error' in check ? check.error : undefined);
    if (next === state) return;
    save({ ...next, currentStepId: stepNumber });
    if (isStepFinished(step, next.stepValues)) autoAdvance.restart();
    else autoAdvance.cancel();
  };

  const onBlur = (input: LeadGuideInput) => {
    const text = texts.current[input.Key];
    if (!text) return;
    const check = checkAnswer(input, text, site.code);
    setError(input.Key, 'error' in check ? check.error : undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    autoAdvance.cancel();
    const formData = new FormData(event.currentTarget);
    const checked = readStepForm(step, formData, site.code);
    const first = step.Inputs.find((input) => checked.errors[input.Key]);
    if (first) {
      setErrors(checked.errors);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first.Key}"]`)?.focus();
      return;
    }
    formData.set('mode', 'script');
    if (!isLast) {
      void submit(formData, { method: 'post' });
      return;
    }
    // The session keeps the answers for the result page; the browser compares meanwhile.
    void sessionSave.submit(formData, { method: 'post' });
    void compare.compare(state.stepValues);
  };

  const percent = completionPercentage(guide.Steps, state.stepValues);
  const compareError = actionData && 'compareError' in actionData ? actionData.compareError : undefined;

  if (compare.phase.name !== 'idle') {
    return (
      <div className={`container narrow-content ${styles.page}`}>
        <CompareProgress compare={compare} onRetry={() => void compare.compare(state.stepValues)} />
      </div>
    );
  }

  return (
    <div className={`container narrow-content ${styles.page}`}>
      <p className={styles.eyebrow}>
        {`${siteSpelling(guide.Title, site.code)} · Schritt ${stepNumber} von ${steps.length}`}
      </p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {siteSpelling(step.Title, site.code)}
      </h1>
      <div className={styles.progress}>
        <Progress
          value={percent}
          label="Fortschritt des Verbrauchsvergleichs"
          valueText={`${percent} % der Fragen beantwortet`}
        />
        <p className={styles.progressText} aria-hidden="true">{`${percent} % beantwortet`}</p>
      </div>
      <Form method="post" ref={form} onSubmit={onSubmit} noValidate className={styles.form}>
        {step.Inputs.map((input) => (
          <GuideInputField
            // Remounted once the browser's answers are read, so the typed fields show them.
            key={`${input.Key}-${ready ? 'browser' : 'session'}`}
            input={input}
            answer={state.stepValues[step.Id]?.[input.Key]}
            postedText={posted?.[input.Key]}
            error={errors[input.Key]}
            onText={(text) => onText(input, text)}
            onBlur={() => onBlur(input)}
          />
        ))}
        {compareError && (
          <Alert tone="error" title="Vergleich nicht möglich" live>
            {compareError}
          </Alert>
        )}
        <p className={styles.status} role="status">
          {autoAdvance.pending ? 'Alle Fragen beantwortet – es geht gleich weiter.' : ''}
        </p>
        <div className={styles.actions}>
          <Button asChild variant="secondary">
            <Link to={stepNumber > 1 ? guideStepHref(site, stepNumber - 1) : guideHref(site)}>Zurück</Link>
          </Button>
          <Button type="submit" loading={navigation.state === 'submitting'} loadingText="Wird gespeichert …">
            {isLast ? (compareError ? 'Erneut versuchen' : 'Verbrauch vergleichen') : 'Weiter'}
          </Button>
        </div>
      </Form>
    </div>
  );
}

interface GuideSyncArgs {
  readonly guide: LeadGuide;
  readonly stepNumber: number;
  readonly sessionValues: GuideStepValues;
  readonly stored: ReturnType<typeof useStoredGuide>;
  readonly submit: ReturnType<typeof useSubmit>;
}

/**
 * Once the browser's storage is read: a browser without stored answers takes the session's; one whose
 * answers differ from the session's (a lost cookie, answers typed but not yet sent) brings them to the
 * server, which sends it to this step or, when the stored answers do not reach it, to the first unanswered
 * one. Afterwards the stored position follows the page.
 */
function useGuideSync({ guide, stepNumber, sessionValues, stored, submit }: GuideSyncArgs) {
  const synced = useRef(false);
  const { ready, state, save } = stored;
  useEffect(() => {
    if (!ready) return;
    if (!synced.current) {
      synced.current = true;
      if (state && !sameAnswers(guide, state.stepValues, sessionValues)) {
        void submit(
          { intent: 'restore', stepValues: JSON.stringify(state.stepValues) },
          { method: 'post', replace: true },
        );
        return;
      }
    }
    if (!state)
      save(restoredGuideState({ currentStepId: stepNumber, stepValues: sessionValues }, guide.Steps));
    else if (state.currentStepId !== stepNumber) save({ ...state, currentStepId: stepNumber });
  }, [ready, state, save, guide, stepNumber, sessionValues, submit]);
}
