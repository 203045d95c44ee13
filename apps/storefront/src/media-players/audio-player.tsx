/**
 * The audio player (issue 17; platform.md §2 "Audio player"): one track or an album of at most 60
 * (platform.md §9), with labelled buttons and a track list. Lazy: its chunk loads only on pages
 * with audio. The server renders it whole, so the list and the buttons show before any script;
 * the `<audio>` element loads nothing until the visitor presses play (`preload="none"`).
 *
 * Keys, when focus is in the player (outside its buttons and slider, which keep their own):
 * Space or K plays and pauses, ← and → go back and forward 5 seconds, ↑ and ↓ the previous and
 * next track.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** One track: its file and its name. */
export interface AudioTrack {
  src: string;
  title: string;
}

/** Props of {@link AudioPlayer}. */
export interface AudioPlayerProps {
  /** The album's (or the lone track's) name; '' for none. */
  title: string;
  tracks: AudioTrack[];
}

/** Tracks an album plays at most (platform.md §9 "Max tracks in an album: 60"). */
export const MAX_ALBUM_TRACKS = 60;
/** Seconds ← and → move. */
const SEEK_STEP = 5;

/** `m:ss` (or `h:mm:ss`) of a number of seconds; `0:00` for none. */
export function clock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A small icon drawn in the button's colour (no font has to carry the glyph). */
function Icon({ shape }: { shape: 'previous' | 'next' | 'play' | 'pause' }) {
  const paths = {
    previous: 'M6 5h2v14H6zM20 5v14L9 12z',
    next: 'M16 5h2v14h-2zM4 5v14l11-7z',
    play: 'M7 4v16l13-8z',
    pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  };
  return (
    <svg className="audio-player__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[shape]} fill="currentColor" />
    </svg>
  );
}

/** The island. */
export function AudioPlayer({ title, tracks: allTracks }: AudioPlayerProps) {
  const tracks = allTracks.slice(0, MAX_ALBUM_TRACKS);
  const audio = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  // Whether the next track should start on its own (after the previous one ended or a list choice).
  const autoplay = useRef(false);
  const current = tracks[index] ?? { src: '', title: '' };
  const album = tracks.length > 1;
  // The player's name stays put as tracks change: the album's title, else how many tracks it has.
  const name = title || (album ? `${tracks.length} tracks` : current.title) || 'Audio';

  useEffect(() => {
    const element = audio.current;
    if (!element || !autoplay.current) return;
    autoplay.current = false;
    void element.play().catch(() => setPlaying(false));
  }, [index]);

  const choose = (next: number, play: boolean) => {
    if (next < 0 || next >= tracks.length) return;
    autoplay.current = play;
    setTime(0);
    setDuration(0);
    if (next === index && play) void audio.current?.play().catch(() => setPlaying(false));
    setIndex(next);
  };
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const seekTo = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = Math.max(0, Math.min(Number.isFinite(element.duration) ? element.duration : seconds, seconds));
    setTime(element.currentTime);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'INPUT' || (target.tagName === 'BUTTON' && (event.key === ' ' || event.key === 'Enter'))) return;
    const actions: Record<string, () => void> = {
      ' ': toggle,
      k: toggle,
      ArrowLeft: () => seekTo((audio.current?.currentTime ?? 0) - SEEK_STEP),
      ArrowRight: () => seekTo((audio.current?.currentTime ?? 0) + SEEK_STEP),
      ArrowUp: () => choose(index - 1, playing),
      ArrowDown: () => choose(index + 1, playing),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <section className="audio-player" aria-label={`Audio player: ${name}`} tabIndex={-1} onKeyDown={onKeyDown}>
      {title ? <p className="audio-player__title">{title}</p> : null}
      <audio
        ref={audio}
        src={current.src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onEnded={() => (index + 1 < tracks.length ? choose(index + 1, true) : setPlaying(false))}
      />
      <div className="audio-player__controls">
        {album ? (
          <button type="button" className="audio-player__button" onClick={() => choose(index - 1, playing)} disabled={index === 0} aria-label="Previous track">
            <Icon shape="previous" />
          </button>
        ) : null}
        <button type="button" className="audio-player__button audio-player__play" onClick={toggle} aria-label={`${playing ? 'Pause' : 'Play'} ${current.title || name}`}>
          <Icon shape={playing ? 'pause' : 'play'} />
        </button>
        {album ? (
          <button type="button" className="audio-player__button" onClick={() => choose(index + 1, playing)} disabled={index === tracks.length - 1} aria-label="Next track">
            <Icon shape="next" />
          </button>
        ) : null}
        <div className="audio-player__now">
          <span className="audio-player__track">{current.title || name}</span>
          <input
            className="audio-player__seek"
            type="range"
            min={0}
            max={duration > 0 ? Math.floor(duration) : 0}
            step={1}
            value={Math.floor(time)}
            onChange={(event) => seekTo(Number(event.currentTarget.value))}
            aria-label={`Position in ${current.title || name}`}
            aria-valuetext={`${clock(time)} of ${clock(duration)}`}
          />
          <span className="audio-player__time" aria-hidden="true">
            {clock(time)} / {clock(duration)}
          </span>
        </div>
      </div>
      {album ? (
        <ol className="audio-player__tracks" aria-label="Tracks">
          {tracks.map((track, i) => (
            <li key={`${i}-${track.src}`}>
              <button type="button" className="audio-player__choice" aria-current={i === index ? 'true' : undefined} onClick={() => choose(i, true)}>
                <span className="audio-player__number">{i + 1}.</span> {track.title || `Track ${i + 1}`}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="visually-hidden">Keys: Space plays or pauses, left and right arrows move 5 seconds{album ? ', up and down arrows change track' : ''}.</p>
    </section>
  );
}
