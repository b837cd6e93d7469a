import { inListOrder } from '../core/topics';
import type { Post, PostCursor, Topic } from '../types';
import type { PublicFilter } from './firstView';
import { cursorFrom, postFrom, topicLimit, type StoredPost, type StoredTime } from './postRecords';

/*
 * The visitor's first view without the Firestore SDK: a list's first page and the topics, read once
 * with fetch from Firestore's REST API (what firebase/firestore/lite does, in a fraction of its size).
 * The page is also handed over as a Firestore bundle: the SDK, once loaded, resumes the same query's
 * listener from this read's time, so the server sends only what changed since and no post is
 * downloaded twice (firstView.ts).
 */

/** google.firestore.v1.Value, as JSON. */
interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  stringValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

interface RestDocument {
  /** projects/{project}/databases/(default)/documents/posts/{id} */
  name: string;
  fields?: Record<string, RestValue>;
  createTime: string;
  updateTime: string;
}

/** One element of a runQuery answer: a document, or (for an empty answer) only the read time. */
interface RunQueryRow {
  document?: RestDocument;
  readTime?: string;
}

export interface FirstPage {
  posts: Post[];
  end: PostCursor | null;
  /** The page as a Firestore bundle (for `loadBundle`): the same query, its documents, its read time. */
  bundle: string;
}

export interface FirstPageReads {
  firstPage(filter: PublicFilter, limit: number): Promise<FirstPage>;
  listTopics(): Promise<Topic[]>;
}

export interface RestOptions {
  projectId: string;
  apiKey?: string;
  appId?: string;
  /** `host:port` of a Firestore emulator. */
  emulatorHost?: string;
  /** The App Check token header, when App Check runs. */
  appCheckHeaders: () => Promise<Record<string, string>>;
}

/** A timestamp as RFC 3339 text, to the nanosecond the server keeps. */
export function timeFrom(text: string): StoredTime {
  const [, whole = '', fraction = ''] = /^(.*?)(?:\.(\d+))?Z$/.exec(text) ?? [];
  const seconds = Math.floor(Date.parse(`${whole}Z`) / 1000);
  const nanoseconds = Number(fraction.padEnd(9, '0').slice(0, 9));
  return { seconds, nanoseconds, toMillis: () => seconds * 1000 + Math.floor(nanoseconds / 1e6) };
}

/** A REST value as the SDKs give it (timestamps as StoredTime). */
export function valueFrom(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.timestampValue !== undefined) return timeFrom(value.timestampValue);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueFrom);
  if (value.mapValue) return fieldsFrom(value.mapValue.fields);
  return null;
}

function fieldsFrom(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, valueFrom(value)]));
}

const idOf = (document: RestDocument) => document.name.slice(document.name.lastIndexOf('/') + 1);

/**
 * A list's first page as a structured query: the live list's own query (postReads.ts: the filter, newest
 * first with the id as tie-break, the limit), which the SDK must recognise as the same target.
 */
export function firstPageQuery(filter: PublicFilter, limit: number) {
  return {
    from: [{ collectionId: 'posts' }],
    ...(filter.kind === 'topic' && {
      where: {
        fieldFilter: {
          field: { fieldPath: 'topic' },
          op: 'EQUAL',
          value: { stringValue: filter.topic },
        },
      },
    }),
    orderBy: [
      { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ],
    limit,
  };
}

/**
 * A bundle of one named query and its documents as read at `readTime` (the format of
 * firebase.google.com/docs/firestore/bundles: each element's UTF-8 length, then the element's JSON).
 */
export function bundleOf(
  parent: string,
  structuredQuery: object,
  documents: RestDocument[],
  readTime: string,
): string {
  const name = 'first-page';
  const elements = [
    {
      namedQuery: { name, bundledQuery: { parent, structuredQuery, limitType: 'FIRST' }, readTime },
    },
    ...documents.flatMap((document) => [
      { documentMetadata: { name: document.name, readTime, exists: true, queries: [name] } },
      { document },
    ]),
  ].map((element) => JSON.stringify(element));
  const encoder = new TextEncoder();
  const bytes = (json: string) => encoder.encode(json).length;
  const metadata = JSON.stringify({
    metadata: {
      id: `${name}-${readTime}`,
      createTime: readTime,
      version: 1,
      totalDocuments: documents.length,
      totalBytes: elements.reduce((sum, json) => sum + bytes(json), 0),
    },
  });
  return [metadata, ...elements].map((json) => `${bytes(json)}${json}`).join('');
}

/** How long a REST read may take before the first view goes on without it (a network gone quiet). */
export const restWaitMs = 5000;

export function connectFirstPageReads({
  projectId,
  apiKey,
  appId,
  emulatorHost,
  appCheckHeaders,
}: RestOptions): FirstPageReads {
  const database = `projects/${projectId}/databases/(default)`;
  const parent = `${database}/documents`;
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';

  async function runQuery(structuredQuery: object): Promise<RunQueryRow[]> {
    const url = new URL(`${origin}/v1/${parent}:runQuery`);
    if (apiKey) url.searchParams.set('key', apiKey);
    const response = await fetch(url, {
      method: 'POST',
      // text/plain, as the SDKs send it: a simple request, with no CORS preflight.
      headers: {
        'Content-Type': 'text/plain',
        'google-cloud-resource-prefix': database,
        ...(appId && { 'X-Firebase-GMPID': appId }),
        ...(await appCheckHeaders()),
      },
      body: JSON.stringify({ structuredQuery }),
      // A network that stops answering: the caller goes on without this read (firstView.ts).
      signal: AbortSignal.timeout(restWaitMs),
    });
    if (!response.ok) throw new Error(`runQuery: HTTP ${response.status}`);
    return (await response.json()) as RunQueryRow[];
  }

  return {
    async firstPage(filter, limit) {
      const structuredQuery = firstPageQuery(filter, limit);
      const rows = await runQuery(structuredQuery);
      const documents = rows.flatMap((row) => (row.document ? [row.document] : []));
      const readTime = rows.find((row) => row.readTime)?.readTime;
      if (!readTime) throw new Error('runQuery: no read time');
      const posts = documents.map((document) =>
        postFrom(idOf(document), fieldsFrom(document.fields) as StoredPost),
      );
      const last = documents.at(-1);
      const createdAt = last?.fields?.createdAt?.timestampValue;
      return {
        posts,
        end: last ? cursorFrom(createdAt ? timeFrom(createdAt) : null, idOf(last)) : null,
        bundle: bundleOf(parent, structuredQuery, documents, readTime),
      };
    },

    async listTopics() {
      const rows = await runQuery({ from: [{ collectionId: 'topics' }], limit: topicLimit });
      return inListOrder(
        rows.flatMap(({ document }) =>
          document
            ? [
                {
                  id: idOf(document),
                  name: String(valueFrom(document.fields?.name ?? {})),
                  order: valueFrom(document.fields?.order ?? {}),
                },
              ]
            : [],
        ),
      );
    },
  };
}
