import { Injectable } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';

/**
 * The events modules publish to each other, by name. A module that publishes declares its events here by
 * declaration merging, next to its own types (e.g. in its index.ts):
 *
 *   declare module '../../core/events/domain-events.js' {
 *     interface DomainEventMap { 'orders.rated': OrderRated }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/**
 * In-process domain events for side effects that cross modules (order placed → mails, rating given →
 * dealer rating and market revision). `publish` runs every handler before it returns, inside the caller's
 * transaction (TransactionRunner): a handler writes through its own module's repositories, so its changes
 * commit or roll back with the change that caused them, and a failing handler fails the change. Handlers
 * therefore never call the outside world; what leaves the process goes through an outbox or a job.
 */
@Injectable()
export class DomainEvents {
  constructor(private readonly emitter: EventEmitter2) {}

  async publish<K extends DomainEventName>(name: K, event: DomainEventMap[K]): Promise<void> {
    // One after the other, not emitAsync's Promise.all: that rejects at the first failure while other
    // handlers still write, and their writes then land outside the rolled-back transaction.
    for (const handler of this.emitter.listeners(name)) await handler(event);
  }
}

/** Marks a handler of a domain event; its errors reach the publisher (they are not swallowed and logged). */
export function OnDomainEvent(name: DomainEventName): MethodDecorator {
  return OnEvent(name, { suppressErrors: false });
}
