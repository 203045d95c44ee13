import type { ChartDataset } from './chart/dataset.ts';
import type { EditorLink } from './link.ts';
import type { RichTextNode } from './rich-text.ts';

/*
 * A block kind's settings form, described as data: the dashboard's one block form draws these
 * fields in order (apps/dashboard/src/pages/editor/block-form.tsx). Plain inputs are described in
 * full (label, control, limits, options); a control with behaviour of its own (the rich-text
 * editor, the chart data editor, a media file, a poster, captions…) is named, and the dashboard
 * keeps one component per name. A description holds no functions, so it is the same in the
 * server and the browser.
 */

/** The keys of block `B` whose values are `V`. */
type KeysOf<B, V> = { [K in keyof B]-?: B[K] extends V ? K : never }[keyof B] & string;

/** The site's things a block may choose one of (each listed by the owner API). */
export type ChoiceList = 'forms' | 'products' | 'collections' | 'galleries';

/** A one-line text box; `max` defaults to EDITOR_LIMITS.maxShortText. */
export interface TextControl<B> { control: 'text'; field: KeysOf<B, string>; label: string; max?: number; hint?: string }
/** A text area; `max` defaults to EDITOR_LIMITS.maxLongText, `rows` to 3. */
export interface TextAreaControl<B> { control: 'textarea'; field: KeysOf<B, string>; label: string; rows?: number; max?: number }
/**
 * A number box kept within `min`–`max`. While it is empty the block keeps its number, unless
 * `clearable`: then the field becomes null.
 */
export interface NumberControl<B> { control: 'number'; field: KeysOf<B, number | null>; label: string; min: number; max: number; step?: number; hint?: string; clearable?: true }
/** A select of `[value, words]` options (a number field's values are numbers). */
export interface SelectControl<B> { control: 'select'; field: KeysOf<B, string | number>; label: string; options: ReadonlyArray<readonly [string | number, string]> }
/** Fields side by side. */
export interface RowControl<B> { control: 'row'; fields: ReadonlyArray<BlockFormField<B>> }
/** A quiet sentence (a block with nothing to set). */
export interface NoteControl { control: 'note'; text: string }
/** A warning: `title` in bold, then `text`. */
export interface WarningControl { control: 'warning'; title: string; text: string }

/** One of the site's things from a `list`; `none` is said when the site has none. */
export interface ChoiceControl<B> { control: 'choice'; field: KeysOf<B, string>; label: string; list: ChoiceList; none: string; failure?: string }
/** A link made in the link editor; an `optional` one may be removed. */
export interface LinkControl<B> { control: 'link'; field: KeysOf<B, EditorLink | null>; label: string; optional: boolean }
/** The rich-text editor. */
export interface RichTextControl<B> { control: 'richText'; field: KeysOf<B, RichTextNode>; label: string }
/** The code editor, in the language of `languageField`. */
export interface CodeControl<B> { control: 'code'; field: KeysOf<B, string>; languageField: KeysOf<B, 'html' | 'css' | 'javascript'>; label: string }
/** The chart data editor. */
export interface ChartDataControl<B> { control: 'chartData'; field: KeysOf<B, ChartDataset> }
/**
 * The block's file (`mediaId`) from the media library or its address (`url`). With `altField`, a
 * picked library picture gives its alt text to an empty alt.
 */
export interface MediaSourceControl<B> { control: 'mediaSource'; noun: string; imagesOnly: boolean; altField?: KeysOf<B, string> }
/** A video's poster image. */
export interface PosterControl { control: 'poster' }
/** A video's captions file, language and label. */
export interface CaptionsControl { control: 'captions' }

export type BlockFormField<B> =
  | TextControl<B> | TextAreaControl<B> | NumberControl<B> | SelectControl<B> | RowControl<B> | NoteControl | WarningControl
  | ChoiceControl<B> | LinkControl<B> | RichTextControl<B> | CodeControl<B> | ChartDataControl<B> | MediaSourceControl<B> | PosterControl | CaptionsControl;

/** The names of the controls the dashboard draws. */
export type BlockFormControlName = BlockFormField<unknown>['control'];
