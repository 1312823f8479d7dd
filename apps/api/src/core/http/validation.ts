import { type ArgumentMetadata, HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage, validateSync, type ValidatorOptions } from 'class-validator';
import { AppException, type FieldError } from './error-response.js';

type MessageOf = (field: string, args: readonly unknown[]) => string;

/** One rule of a DTO as class-validator stores it (the library does not export the type by name). */
type ValidationMetadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];

const listed = (values: unknown): string => (Array.isArray(values) ? values.join(', ') : String(values));

/**
 * The German text of each class-validator rule our DTOs use, for a rule whose DTO declares no `message`
 * of its own (the library's own texts are English): `fieldErrors[].messages` never carry its wording.
 */
const GERMAN_CONSTRAINT_MESSAGES: Readonly<Record<string, MessageOf>> = {
  isDefined: (f) => `${f} fehlt.`,
  isNotEmpty: (f) => `${f} darf nicht leer sein.`,
  isString: (f) => `${f} muss ein Text sein.`,
  isInt: (f) => `${f} muss eine ganze Zahl sein.`,
  isNumber: (f) => `${f} muss eine Zahl sein.`,
  isBoolean: (f) => `${f} muss true oder false sein.`,
  isObject: (f) => `${f} muss ein Objekt sein.`,
  isArray: (f) => `${f} muss eine Liste sein.`,
  isEmail: (f) => `${f} muss eine gültige E-Mail-Adresse sein.`,
  isUuid: (f) => `${f} muss eine gültige Kennung sein.`,
  isCalendarDate: (f) => `${f} muss ein Kalenderdatum im Format JJJJ-MM-TT sein.`,
  isIn: (f, [values]) => `${f} muss einer dieser Werte sein: ${listed(values)}.`,
  equals: (f, [value]) => `${f} muss ${String(value)} sein.`,
  matches: (f) => `${f} hat nicht das erwartete Format.`,
  min: (f, [min]) => `${f} muss mindestens ${String(min)} sein.`,
  max: (f, [max]) => `${f} darf höchstens ${String(max)} sein.`,
  minLength: (f, [min]) => `${f} muss mindestens ${String(min)} Zeichen lang sein.`,
  maxLength: (f, [max]) => `${f} darf höchstens ${String(max)} Zeichen lang sein.`,
  isLength: (f, [min, max]) => `${f} muss ${String(min)} bis ${String(max)} Zeichen lang sein.`,
  arrayMinSize: (f, [min]) => `${f} muss mindestens ${String(min)} Einträge haben.`,
  arrayMaxSize: (f, [max]) => `${f} darf höchstens ${String(max)} Einträge haben.`,
  nestedValidation: (f) => `${f} muss ein Objekt oder eine Liste sein.`,
  whitelistValidation: (f) => `Das Feld ${f} ist nicht vorgesehen.`,
  unknownValue: () => 'Die Anfrage hat nicht die erwartete Form.',
};

/** The German message of one failed rule; `args` are the rule's arguments (the list of `isIn`, …). */
export function germanConstraintMessage(
  constraint: string,
  field: string,
  args: readonly unknown[] = [],
): string {
  const message = GERMAN_CONSTRAINT_MESSAGES[constraint];
  // A rule whose text names its arguments (min, isIn, …) falls back to the plain text without them.
  return message && (message.length < 2 || args.length > 0) ? message(field, args) : `${field} ist ungültig.`;
}

/** The top-level message of a 400 for invalid fields. */
export function invalidInputMessage(fields: readonly string[]): string {
  return fields.length > 0
    ? `Bitte prüfen Sie Ihre Eingaben: ${fields.join(', ')}`
    : 'Die Anfrage ist ungültig. Bitte prüfen Sie Ihre Eingaben.';
}

/** The rule as the DTO declared it (the validation error itself only has a text). */
function metadataOf(error: ValidationError, constraint: string): ValidationMetadata | undefined {
  const target = error.target;
  if (!target || typeof target !== 'object') return undefined;
  return getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find((m) => m.propertyName === error.property && (m.name ?? m.type) === constraint);
}

/** Texts class-validator itself stores as a rule's `message` (@ValidateNested does), not the DTO. */
const LIBRARY_MESSAGES: ReadonlySet<string> = new Set([
  'nested property $property must be either object or array',
  'each value in nested property $property must be either object or array',
]);

/**
 * The `message` the DTO declares for a rule (German, specific to the field: "Bitte bestätigen Sie die
 * AGB."), a text or a function of the rule's arguments; undefined where it declares none.
 */
function declaredMessage(error: ValidationError, metadata: ValidationMetadata): string | undefined {
  const { message } = metadata;
  if (typeof message === 'string') return message && !LIBRARY_MESSAGES.has(message) ? message : undefined;
  if (typeof message !== 'function') return undefined;
  const object = error.target as Record<string, unknown>;
  return (
    message({
      targetName: object.constructor.name,
      property: error.property,
      object,
      value: object[error.property],
      constraints: (metadata.constraints as unknown[] | undefined) ?? [],
    }) || undefined
  );
}

/** The message of one failed rule: the DTO's own where it declares one, else the rule's German text. */
function messageOf(error: ValidationError, constraint: string, field: string): string {
  const metadata = metadataOf(error, constraint);
  const declared = metadata && declaredMessage(error, metadata);
  return (
    declared ??
    germanConstraintMessage(constraint, field, (metadata?.constraints as unknown[] | undefined) ?? [])
  );
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints
      ? [
          {
            field,
            // Several rules of a field may share one DTO message (Stars: 1 to 5 stars); it is said once.
            messages: [
              ...new Set(
                Object.keys(error.constraints).map((constraint) => messageOf(error, constraint, field)),
              ),
            ],
          },
        ]
      : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** One 400 that names every field at fault. */
export function validationExceptionFactory(errors: ValidationError[]): AppException {
  const fieldErrors = flatten(errors);
  return new AppException(
    HttpStatus.BAD_REQUEST,
    'VALIDATION_FAILED',
    invalidInputMessage(fieldErrors.map((e) => e.field)),
    fieldErrors,
  );
}

/** The DTOs have no asynchronous rules; validating synchronously spares a promise chain per request. */
class SyncValidationPipe extends ValidationPipe {
  protected override validate(object: object, options?: ValidatorOptions): ValidationError[] {
    return validateSync(object, options);
  }

  /**
   * A path or query number is converted only from plain digits. Nest's `+value` made '1e3' the id 1000 and
   * '0x10' the id 16, which the param pipes then took for real ids; anything else stays the string they refuse.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === Number && typeof value === 'string' && !/^\d+$/.test(value)) return value;
    return super.transformPrimitive(value, metadata);
  }
}

/** Strict input: unknown fields are refused, values are converted to the DTO types. */
export function createValidationPipe(): ValidationPipe {
  return new SyncValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // The failed object, so a message can name the rule's arguments (Nest leaves it out by default); the
    // value stays out.
    validationError: { target: true, value: false },
    exceptionFactory: validationExceptionFactory,
  });
}
