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
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Invalid input: request body', [
        { field: 'body', messages: [`body must be an array of 1 to ${this.maxItems} items`] },
      ]);
    }
    const items = value.map((item: unknown) => plainToInstance(this.itemType, item));
    const results = await Promise.all(
      items.map((item) =>
        typeof item === 'object' && item !== null
          ? validate(item, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true })
          : Promise.resolve([
              { property: '', constraints: { isObject: 'item must be an object' }, children: [] },
            ]),
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
