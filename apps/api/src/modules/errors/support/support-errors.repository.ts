import { Injectable } from '@nestjs/common';

/** The back office's reads of error_group and error_occurrence, and the status change. CONTRACT STUB (#15). */
@Injectable()
export class SupportErrorsRepository {}
