import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';

/*
 * A WordPress export (WXR 1.1 or 1.2, which the hosted builder's blog export writes too) read as a
 * stream with saxes: the channel's site address and authors, then each <item> — a post, a page or an
 * attachment — with its fields, terms, meta and comments, one at a time.
 */

/** A comment of an item. */
export interface WxrComment {
  id: string;
  parentId: string;
  author: string;
  email: string;
  /** 'YYYY-MM-DD hh:mm:ss' in UTC. */
  dateGmt: string;
  content: string;
  approved: string;
}

/** One <item>. */
export interface WxrItem {
  line: number;
  title: string;
  link: string;
  pubDate: string;
  creator: string;
  content: string;
  excerpt: string;
  postId: string;
  postDateGmt: string;
  postDate: string;
  postName: string;
  status: string;
  postType: string;
  attachmentUrl: string;
  categories: Array<{ domain: string; nicename: string; name: string }>;
  meta: Record<string, string>;
  comments: WxrComment[];
}

/** What the file yields, in order. */
export type WxrRecord =
  | { kind: 'site'; baseUrl: string; wxrVersion: string }
  | { kind: 'author'; login: string; displayName: string }
  | { kind: 'item'; item: WxrItem };

const ITEM_FIELDS: Record<string, keyof WxrItem> = {
  title: 'title',
  link: 'link',
  pubDate: 'pubDate',
  'dc:creator': 'creator',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_id': 'postId',
  'wp:post_date_gmt': 'postDateGmt',
  'wp:post_date': 'postDate',
  'wp:post_name': 'postName',
  'wp:status': 'status',
  'wp:post_type': 'postType',
  'wp:attachment_url': 'attachmentUrl',
};

const COMMENT_FIELDS: Record<string, keyof WxrComment> = {
  'wp:comment_id': 'id',
  'wp:comment_parent': 'parentId',
  'wp:comment_author': 'author',
  'wp:comment_author_email': 'email',
  'wp:comment_date_gmt': 'dateGmt',
  'wp:comment_content': 'content',
  'wp:comment_approved': 'approved',
};

function emptyItem(line: number): WxrItem {
  return { line, title: '', link: '', pubDate: '', creator: '', content: '', excerpt: '', postId: '', postDateGmt: '', postDate: '', postName: '', status: '', postType: '', attachmentUrl: '', categories: [], meta: {}, comments: [] };
}

/** Thrown for a file that is not a WordPress export or not well-formed XML. */
export class WxrError extends Error {}

/**
 * The records of a WXR file, in order. `onBytes` is told how many bytes were read so far.
 * @throws WxrError when the XML is malformed (naming its line) or is not an RSS export
 */
export async function* wxrRecords(path: string, onBytes: (bytes: number) => void = () => {}): AsyncGenerator<WxrRecord> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const ready: WxrRecord[] = [];
  const stack: string[] = [];
  let text = '';
  let item: WxrItem | null = null;
  let comment: WxrComment | null = null;
  let category: { domain: string; nicename: string } | null = null;
  let metaKey = '';
  let author: { login: string; displayName: string } | null = null;
  let site = { baseUrl: '', wxrVersion: '', told: false };
  let sawRss = false;
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= new WxrError(`The file is not well-formed XML (line ${parser.line}): ${error.message.replace(/^.*?:\d+:\d+: /, '')}`);
  });
  parser.on('opentag', (tag) => {
    stack.push(tag.name);
    text = '';
    if (tag.name === 'rss') sawRss = true;
    if (tag.name === 'item' && stack.length === 3) {
      if (!site.told) {
        ready.push({ kind: 'site', baseUrl: site.baseUrl, wxrVersion: site.wxrVersion });
        site = { ...site, told: true };
      }
      item = emptyItem(parser.line);
    } else if (tag.name === 'wp:comment' && item) comment = { id: '', parentId: '0', author: '', email: '', dateGmt: '', content: '', approved: '' };
    else if (tag.name === 'category' && item) category = { domain: String(tag.attributes.domain ?? 'category'), nicename: String(tag.attributes.nicename ?? '') };
    else if (tag.name === 'wp:author' && !item) author = { login: '', displayName: '' };
  });
  const addText = (value: string) => {
    text += value;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    const name = tag.name;
    stack.pop();
    const value = text;
    text = '';
    if (comment) {
      if (name === 'wp:comment') {
        item?.comments.push(comment);
        comment = null;
      } else {
        const field = COMMENT_FIELDS[name];
        if (field) comment[field] = value.trim();
      }
      return;
    }
    if (item) {
      if (name === 'item') {
        ready.push({ kind: 'item', item });
        item = null;
      } else if (name === 'category' && category) {
        item.categories.push({ ...category, name: value.trim() });
        category = null;
      } else if (name === 'wp:meta_key') metaKey = value.trim();
      else if (name === 'wp:meta_value') item.meta[metaKey] = value.trim();
      else if (stack[stack.length - 1] === 'item') {
        const field = ITEM_FIELDS[name];
        if (field) (item as unknown as Record<string, string>)[field] = field === 'content' || field === 'excerpt' ? value : value.trim();
      }
      return;
    }
    if (author) {
      if (name === 'wp:author') {
        ready.push({ kind: 'author', login: author.login, displayName: author.displayName || author.login });
        author = null;
      } else if (name === 'wp:author_login') author.login = value.trim();
      else if (name === 'wp:author_display_name') author.displayName = value.trim();
      return;
    }
    if (name === 'wp:base_site_url' || (name === 'link' && stack.length === 2 && !site.baseUrl)) site.baseUrl = value.trim();
    else if (name === 'wp:wxr_version') site.wxrVersion = value.trim();
  });
  const file = createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  for await (const chunk of file) {
    parser.write(chunk as string);
    if (failure) throw failure;
    if (!sawRss && stack.length > 0 && stack[0] !== 'rss') throw new WxrError('This is not a WordPress export: its root element is not <rss>.');
    onBytes(file.bytesRead);
    while (ready.length) yield ready.shift() as WxrRecord;
  }
  parser.close();
  if (failure) throw failure;
  if (!sawRss) throw new WxrError('This is not a WordPress export: its root element is not <rss>.');
  if (!site.told) ready.push({ kind: 'site', baseUrl: site.baseUrl, wxrVersion: site.wxrVersion });
  while (ready.length) yield ready.shift() as WxrRecord;
}
