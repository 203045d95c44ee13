/**
 * What the Home shows of `getOwnerHome`: the day's and the week's figures, each with its change
 * against the period before, and the work waiting as links to the screens that do it.
 */
import type { RouteAnswer } from '@plinth/api/client';
import { formatCents } from '../../money.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { percentText, rateChange, relativeChange, TASK_TEXT, taskSentence, type Change } from './home-figures.ts';

/** The route's answer. */
export type HomeAnswer = RouteAnswer<'getOwnerHome'>;
type Period = HomeAnswer['today'];

const ARROWS: Record<Change['direction'], string> = { up: '▲', down: '▼', flat: '■' };

function Figure({ label, value, change }: { label: string; value: string; change: Change }) {
  return (
    <div className="home-figure">
      <dt className="home-figure__label">{label}</dt>
      <dd className="home-figure__value">{value}</dd>
      <dd className={`home-figure__change home-figure__change--${change.direction}`}>
        <span aria-hidden="true">{ARROWS[change.direction]} </span>
        {change.text}
      </dd>
    </div>
  );
}

/** One period's four figures. */
export function PeriodFigures({ title, before, period, currency }: { title: string; before: string; period: Period; currency: string }) {
  const id = `home-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="home-period" aria-labelledby={id}>
      <h2 className="home-period__title" id={id}>
        {title}
      </h2>
      <dl className="home-figures">
        <Figure label="Sales" value={formatCents(period.salesCents.current, currency)} change={relativeChange(period.salesCents.current, period.salesCents.previous, before)} />
        <Figure label="Orders" value={period.orders.current.toLocaleString('en-US')} change={relativeChange(period.orders.current, period.orders.previous, before)} />
        <Figure label="Visitors" value={period.visitors.current.toLocaleString('en-US')} change={relativeChange(period.visitors.current, period.visitors.previous, before)} />
        <Figure label="Conversion" value={percentText(period.conversion.current)} change={rateChange(period.conversion.current, period.conversion.previous, before)} />
      </dl>
    </section>
  );
}

/** The work waiting, each a link; a calm line when there is none. */
export function TaskList({ tasks }: { tasks: HomeAnswer['tasks'] }) {
  const waiting = tasks.filter((task) => task.count > 0);
  return (
    <section className="panel home-tasks" aria-labelledby="home-tasks-title">
      <h2 className="panel__title" id="home-tasks-title">
        What needs doing
      </h2>
      {waiting.length === 0 ? (
        <p className="muted">Nothing is waiting for you.</p>
      ) : (
        <ul className="home-tasks__list">
          {waiting.map((task) => {
            const text = TASK_TEXT[task.kind];
            return (
              <li key={task.kind}>
                <Link className="home-tasks__link" href={hrefFor(text.page) + (text.search ?? '')}>
                  {taskSentence(task.kind, task.count)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The whole Home below its heading. */
export function HomeView({ home }: { home: HomeAnswer }) {
  return (
    <>
      <div className="home-periods">
        <PeriodFigures title="Today" before="yesterday" period={home.today} currency={home.currency} />
        <PeriodFigures title="Last 7 days" before="the 7 days before" period={home.week} currency={home.currency} />
      </div>
      <TaskList tasks={home.tasks} />
    </>
  );
}
