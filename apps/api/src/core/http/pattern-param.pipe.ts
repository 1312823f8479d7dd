import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from './error-response.js';

/** A string path parameter of a fixed shape; anything else is a 400 naming the field. */
@Injectable()
export class PatternParamPipe implements PipeTransform<unknown, string> {
  constructor(
    private readonly field: string,
    private readonly pattern: RegExp,
    private readonly meaning: string,
  ) {}

  transform(value: unknown): string {
    if (typeof value === 'string' && this.pattern.test(value)) return value;
    const message = `${this.field} muss ${this.meaning} sein.`;
    throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
      { field: this.field, messages: [message] },
    ]);
  }
}
