import { Injectable } from '@nestjs/common';

/** Records occurrences into their groups (error_group, error_occurrence). CONTRACT STUB (#15). */
@Injectable()
export class ErrorTraceRepository {}
