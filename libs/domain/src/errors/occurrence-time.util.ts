/**
 * When a browser's error happened, by the times the browser reported (ISO 8601): the error's `time`, kept
 * within its page view (not before `timeStart`), never after the report arrived (a clock running ahead) and
 * never before `earliest` (the start of the retention period: a clock years behind would otherwise date the
 * group's first sighting years back, and the row would be deleted at once). Unreadable times count as the
 * arrival.
 */
export function occurrenceTime(
  reported: { readonly time: string; readonly timeStart: string },
  receivedAt: Date,
  earliest: Date,
): Date {
  const arrival = receivedAt.getTime();
  const time = Date.parse(reported.time);
  const start = Date.parse(reported.timeStart);
  const floor = Math.max(Number.isNaN(start) ? arrival : start, earliest.getTime());
  const at = Number.isNaN(time) ? arrival : Math.max(time, floor);
  return new Date(Math.min(at, arrival));
}
