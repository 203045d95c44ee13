/**
 * One recording's replay (`/config/recordings/:id`): what the visit was (pages, duration, bought
 * something, when) and the player. The player's controls are rrweb-player's own buttons and range,
 * reachable with the keyboard and named by replay-player.ts (Play/Pause, Skip inactive periods, Full screen).
 */
import type { getRecordingEvents } from '@plinth/api';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure, Loading } from '../../components/status-views.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { formatDuration } from './recording-format.ts';
import type { MountedPlayer } from './replay-player.ts';
import './recordings.css';

type Replay = z.infer<typeof getRecordingEvents.response>;

function Player({ events }: { events: unknown[] }) {
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let player: MountedPlayer | undefined;
    let current = true;
    const element = target.current;
    if (!element) return;
    const width = Math.min(1024, Math.max(320, element.clientWidth - 24));
    import('./replay-player.ts')
      .then((module) => module.mountPlayer(element, events, width))
      .then(
        (mounted) => {
          if (!current) return mounted.destroy();
          player = mounted;
          setState('ready');
        },
        () => current && setState('failed'),
      );
    return () => {
      current = false;
      player?.destroy();
    };
  }, [events]);
  return (
    <section aria-label="Replay">
      {state === 'loading' && <Loading label="Loading the player…" />}
      {state === 'failed' && <Failure message="Unable to load." />}
      {events.length < 2 && <p className="muted">This recording has too few events to replay.</p>}
      <div ref={target} className="recording-player" data-testid="recording-player" />
    </section>
  );
}

function Facts({ recording }: { recording: Replay['recording'] }) {
  return (
    <dl className="recording-facts">
      <div>
        <dt>Pages</dt>
        <dd>{recording.pages.join(' → ')}</dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{formatDuration(recording.durationMs)}</dd>
      </div>
      <div>
        <dt>Bought something</dt>
        <dd>{recording.bought ? 'Yes' : 'No'}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>
          <time dateTime={new Date(recording.startedAt).toISOString()}>{formatDateTime(recording.startedAt)}</time>
        </dd>
      </div>
    </dl>
  );
}

export default function ReplayPage({ params }: PageProps) {
  const id = params.id ?? '';
  const replay = useRouteQuery('getRecordingEvents', { params: { id } });
  return (
    <>
      <PageHeader title="Recording">
        <Link className="button" href={hrefFor('recordings')}>
          All recordings
        </Link>
      </PageHeader>
      <LoadView load={replay}>
        {(data) => (
          <>
            <Facts recording={data.recording} />
            <Player events={data.events} />
          </>
        )}
      </LoadView>
    </>
  );
}
