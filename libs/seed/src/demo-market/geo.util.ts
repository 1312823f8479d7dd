const EARTH_RADIUS_KM = 6_371.0088;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** Great-circle distance in km. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLon = (b.longitude - a.longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Neighbour {
  readonly index: number;
  readonly distanceKm: number;
}

/**
 * A bucket grid over points (0.1° cells): "which points lie within r km" looks only at the cells of the
 * bounding box instead of every point, so a whole country's service areas take milliseconds.
 */
export class PointIndex {
  private readonly cells = new Map<number, number[]>();
  private readonly items: GeoPoint[] = [];
  private static readonly CELL_DEGREES = 0.1;

  constructor(points: readonly GeoPoint[] = []) {
    for (const p of points) this.add(p);
  }

  get points(): readonly GeoPoint[] {
    return this.items;
  }

  /** Adds a point; its index is the number of points added before it. */
  add(point: GeoPoint): number {
    const index = this.items.length;
    this.items.push(point);
    const key = PointIndex.key(PointIndex.cell(point.latitude), PointIndex.cell(point.longitude));
    const bucket = this.cells.get(key);
    if (bucket) bucket.push(index);
    else this.cells.set(key, [index]);
    return index;
  }

  /** Points within `radiusKm` of `center` (distance ≤ radius), in index order. */
  within(center: GeoPoint, radiusKm: number): Neighbour[] {
    const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
    const farthestLatitude = Math.min(89, Math.abs(center.latitude) + dLat);
    const dLon = radiusKm / (KM_PER_DEGREE_LATITUDE * Math.cos((farthestLatitude * Math.PI) / 180));
    const result: Neighbour[] = [];
    for (
      let cy = PointIndex.cell(center.latitude - dLat);
      cy <= PointIndex.cell(center.latitude + dLat);
      cy += 1
    ) {
      for (
        let cx = PointIndex.cell(center.longitude - dLon);
        cx <= PointIndex.cell(center.longitude + dLon);
        cx += 1
      ) {
        for (const index of this.cells.get(PointIndex.key(cy, cx)) ?? []) {
          const distanceKm = haversineKm(center, this.items[index] as GeoPoint);
          if (distanceKm <= radiusKm) result.push({ index, distanceKm });
        }
      }
    }
    return result.sort((a, b) => a.index - b.index);
  }

  /** The `count` nearest points, nearest first (ties by index); fewer if the index holds fewer. */
  nearest(center: GeoPoint, count: number, startRadiusKm = 10): Neighbour[] {
    const wanted = Math.min(count, this.items.length);
    let radius = startRadiusKm;
    let found = this.within(center, radius);
    while (found.length < wanted) {
      radius *= 2;
      found = this.within(center, radius);
    }
    return found.sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index).slice(0, wanted);
  }

  private static cell(degrees: number): number {
    return Math.floor(degrees / PointIndex.CELL_DEGREES);
  }

  private static key(cy: number, cx: number): number {
    // Cells of Europe fit easily: latitude cells 0…900, longitude cells −1800…1800.
    return (cy + 1_000) * 10_000 + (cx + 5_000);
  }
}
