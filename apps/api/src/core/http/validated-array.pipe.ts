import { HttpStatus, Injectable, type PipeTransform, type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AppException } from './error-response.js';
import { validationExceptionFactory } from './validation.js';

/** A JSON array body of DTOs, validated item by item like the global pipe; field paths read `[2].ZipCode`. */
@Injectable()
export class ValidatedArrayPipe<T extends object> implements PipeTransform<unknown, Promise<T[]>> {
  constructor(
    private readonly itemType: Type<T>,
    private readonly maxItems: number,
  ) {}

  async transform(value: unknown): Promise<T[]> {
    if (!Array.isArray(value) || value.length === 0 || value.length > this.maxItems) {
      const message = `Die Anfrage muss eine Liste mit 1 bis ${this.maxItems} Einträgen sein.`;
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
        { field: 'body', messages: [message] },
      ]);
    }
    const items = value.map((item: unknown) => plainToInstance(this.itemType, item));
    const results = await Promise.all(
      items.map((item) =>
        typeof item === 'object' && item !== null
          ? validate(item, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true })
          : Promise.resolve([{ property: '', constraints: { isObject: 'isObject' }, children: [] }]),
      ),
    );
    const errors = results.flatMap((itemErrors, index) =>
      itemErrors.map((error) => ({
        ...error,
        property: `[${index}]${error.property ? `.${error.property}` : ''}`,
      })),
    );
    if (errors.length > 0) throw validationExceptionFactory(errors);
    return items;
  }
}
