import { HttpStatus } from '@nestjs/common';
import { AppException, type ErrorResponse } from '../../core/http/error-response.js';
import { databaseIdPipe } from '../../core/http/database-id.pipe.js';
import { notFound } from '../../core/http/not-found.js';
import type { OrderAlreadyPlacedResponse, OrderPlacedOutput } from './dto/order-placed.output.js';

/** A well-formed request the order rules refuse, naming the field (422). */
export function unprocessable(field: string, message: string): AppException {
  return new AppException(HttpStatus.UNPROCESSABLE_ENTITY, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}

export function noOrderInProgress(): AppException {
  return new AppException(
    HttpStatus.CONFLICT,
    'NO_ORDER_IN_PROGRESS',
    'Es ist keine Bestellung in Bearbeitung. Bitte wählen Sie zuerst ein Angebot.',
  );
}

/** The draft no longer is what the summary showed (another quote, or saved again meanwhile). */
export function orderChanged(): AppException {
  return new AppException(
    HttpStatus.CONFLICT,
    'ORDER_CHANGED',
    'Ihre Bestellung wurde zwischenzeitlich geändert. Bitte prüfen Sie die Zusammenfassung erneut.',
  );
}

/** Another request placed this draft already (another tab, a second click): here is that order. */
export function orderAlreadyPlaced(placedOrder: OrderPlacedOutput): AppException {
  return new AppException(
    HttpStatus.CONFLICT,
    'ORDER_ALREADY_PLACED',
    'Diese Bestellung wurde bereits aufgegeben.',
    undefined,
    { placedOrder } satisfies Omit<OrderAlreadyPlacedResponse, keyof ErrorResponse>,
  );
}

/** Another's order and a missing one answer alike: nobody learns that an order exists. */
export function orderNotFound(): AppException {
  return notFound('Diese Bestellung gibt es nicht.');
}

export function alreadyRated(): AppException {
  return new AppException(
    HttpStatus.CONFLICT,
    'ALREADY_RATED',
    'Diese Bestellung haben Sie bereits bewertet. Vielen Dank!',
  );
}

/** The customer of the session (also under impersonation); only reachable without one on a misdeclared route. */
export function noSession(): AppException {
  return new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Bitte melden Sie sich an.');
}

/** `{orderId}` of a path: anything but an id an order can have is simply no such order (404). */
export const ORDER_ID_PIPE = databaseIdPipe(orderNotFound);
