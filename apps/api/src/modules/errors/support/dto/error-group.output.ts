import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import {
  ERROR_GROUP_STATUSES,
  ERROR_SOURCES,
  type ErrorGroupStatus,
  type ErrorSource,
} from '@fuel/domain/errors';

/** One error group of the list: what broke, where, how often, since when. */
export class ErrorGroupRowOutput {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: ERROR_SOURCES, description: 'browser, api (its 5xx) or web (the web server’s 5xx)' })
  source: ErrorSource;

  @ApiProperty({ description: 'The normalised, scrubbed message (numbers, ids and quoted values replaced)' })
  message: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The top frame, mapped to its source file where possible, e.g. `checkout-form.tsx in submit`',
  })
  culprit: string | null;

  @ApiProperty({ enum: ERROR_GROUP_STATUSES })
  status: ErrorGroupStatus;

  @ApiProperty({ format: 'date-time' })
  firstSeenAt: string;

  @ApiProperty({ format: 'date-time' })
  lastSeenAt: string;

  @ApiProperty({ description: 'Occurrences since the group was first seen' })
  occurrenceCount: number;
}

export class ErrorGroupPageOutput {
  @ApiProperty({ type: [ErrorGroupRowOutput], description: '50 a page in the chosen order' })
  rows: ErrorGroupRowOutput[];

  @ApiProperty({ description: 'Groups matching the filters' })
  total: number;

  @ApiProperty({ description: 'The page shown (1-based)' })
  page: number;

  @ApiProperty({ description: 'Pages in all (at least 1)' })
  pageCount: number;
}

/** How often one value (a browser, a URL) occurs among the group's kept occurrences. */
export class ErrorShareOutput {
  @ApiProperty({ description: 'e.g. `Chrome 131` or a scrubbed URL' })
  value: string;

  @ApiProperty()
  count: number;
}

export class ErrorSiteShareOutput {
  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;

  @ApiProperty()
  count: number;
}

/** A group with its spread over the kept occurrences (the retention period). */
export class ErrorGroupDetailsOutput extends ErrorGroupRowOutput {
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  resolvedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Name of the staff member who resolved it' })
  resolvedByName: string | null;

  @ApiProperty({ type: [ErrorShareOutput], description: 'Browsers, most frequent first (top 10)' })
  browsers: ErrorShareOutput[];

  @ApiProperty({
    type: [ErrorShareOutput],
    description: 'Page URLs or request paths, most frequent first (top 10)',
  })
  urls: ErrorShareOutput[];

  @ApiProperty({ type: [ErrorSiteShareOutput], description: 'Sites, most frequent first' })
  sites: ErrorSiteShareOutput[];
}

/** A stack frame, mapped to the source where a source map was found. */
export class StackFrameOutput {
  @ApiProperty({ type: String, nullable: true })
  function: string | null;

  @ApiProperty({ description: 'Source file when mapped, else the script URL' })
  file: string;

  @ApiProperty({ type: Number, nullable: true })
  line: number | null;

  @ApiProperty({ type: Number, nullable: true })
  column: number | null;

  @ApiProperty()
  mapped: boolean;
}

/** One occurrence: when, where, which browser, the mapped stack. */
export class ErrorOccurrenceOutput {
  @ApiProperty()
  id: number;

  @ApiProperty({ format: 'date-time' })
  occurredAt: string;

  @ApiProperty({ enum: COUNTRY_IDS, nullable: true })
  countryId: CountryId | null;

  @ApiProperty({ type: String, nullable: true, description: 'Scrubbed page URL or request path' })
  url: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'e.g. `Firefox 133`' })
  browser: string | null;

  @ApiProperty({ type: String, nullable: true })
  userAgent: string | null;

  @ApiProperty({ description: 'The scrubbed message as reported' })
  message: string;

  @ApiProperty({ type: [StackFrameOutput] })
  frames: StackFrameOutput[];

  @ApiProperty({ type: String, nullable: true, description: 'The scrubbed stack as reported' })
  stack: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'X-Request-Id of a server error' })
  requestId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Request method of a server error',
    example: 'GET',
  })
  httpMethod: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Response status of a server error' })
  httpStatus: number | null;
}

export class ErrorOccurrencePageOutput {
  @ApiProperty({ type: [ErrorOccurrenceOutput], description: 'Newest first, 20 a page' })
  rows: ErrorOccurrenceOutput[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last',
  })
  nextCursor: string | null;
}

/** The dashboard's section: groups first seen in the last 24 hours. */
export class NewErrorGroupsOutput {
  @ApiProperty({ description: 'Groups first seen in the last 24 hours' })
  count: number;

  @ApiProperty({ type: [ErrorGroupRowOutput], description: 'The newest of them, at most 5' })
  latest: ErrorGroupRowOutput[];
}
