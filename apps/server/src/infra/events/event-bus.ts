/*
 * A small typed event bus: one feature says what happened, others react, and neither imports the
 * other (a reaction that ran the other way would close an import circle). Subscribers are added by
 * features' plugins at wiring and run in the order they were added, one after the other, inside the
 * emitter's flow: the emitter awaits them, their failure is its failure, and the database handle in
 * the payload is whatever the emitter runs on (its transaction, when it has one).
 */

/** An event's payload and what each subscriber answers to the emitter. */
export interface EventShape {
  payload: unknown;
  answer: unknown;
}

/** A reaction to one event. */
export type Subscriber<E extends EventShape> = (payload: E['payload']) => Promise<E['answer']>;

/** The bus of one app: `events` maps each event's name to its {@link EventShape}. */
export interface EventBus<Events extends { [Name in keyof Events]: EventShape }> {
  /** Adds a reaction (at wiring: a feature's plugin). */
  on<Name extends keyof Events>(name: Name, subscriber: Subscriber<Events[Name]>): void;
  /** Runs every reaction to `name`, in the order they were added; answers their answers in that order. */
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]['payload']): Promise<Array<Events[Name]['answer']>>;
}

/** An empty bus (app.ts makes one per app: two apps in one process share no subscriber). */
export function createEventBus<Events extends { [Name in keyof Events]: EventShape }>(): EventBus<Events> {
  const subscribers = new Map<keyof Events, Array<Subscriber<EventShape>>>();
  return {
    on(name, subscriber) {
      const list = subscribers.get(name) ?? [];
      list.push(subscriber as unknown as Subscriber<EventShape>);
      subscribers.set(name, list);
    },
    async emit(name, payload) {
      const answers = [];
      for (const subscriber of subscribers.get(name) ?? []) answers.push(await subscriber(payload));
      return answers;
    },
  };
}
