import { inListOrder } from '../core/topics';
import { firestoreRestOrigin } from './config';
import type { Post, PostCursor, Topic } from '../types';
import type { PublicFilter } from './postFirstView';
import { listLimits } from '../../lib/limits';
import { cursorOf, toPost, type StoredPost } from './postRecords';
import {
  bundleOf,
  fieldsFrom,
  idOf,
  timeFrom,
  valueFrom,
  type RunQueryRow,
} from './postRestDocuments';

/*
 * The visitor's first view without the Firestore SDK: a list's first page and the topics, read once
 * with fetch from Firestore's REST API (what firebase/firestore/lite does, in a fraction of its size).
 * The page is also handed over as a Firestore bundle: the SDK, once loaded, resumes the same query's
 * listener from this read's time, so the server sends only what changed since and no post is
 * downloaded twice (postFirstView.ts).
 */

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

const equal = (fieldPath: string, value: object) => ({
  fieldFilter: { field: { fieldPath }, op: 'EQUAL', value },
});

/**
 * A list's first page as a structured query: the live list's own query (postReads.ts: hidden ==
 * false, which the rules demand, then the filter, in that order; newest first with the id as
 * tie-break; the limit), which the SDK must recognise as the same target.
 */
function firstPageQuery(filter: PublicFilter, limit: number) {
  const notHidden = equal('hidden', { booleanValue: false });
  return {
    from: [{ collectionId: 'posts' }],
    where:
      filter.kind === 'topic'
        ? {
            compositeFilter: {
              op: 'AND',
              filters: [notHidden, equal('topic', { stringValue: filter.topic })],
            },
          }
        : notHidden,
    orderBy: [
      { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ],
    limit,
  };
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
  const origin = firestoreRestOrigin(emulatorHost);

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
      // A network that stops answering: the caller goes on without this read (postFirstView.ts).
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
        toPost(idOf(document), fieldsFrom(document.fields) as StoredPost),
      );
      const last = documents.at(-1);
      const createdAt = last?.fields?.createdAt?.timestampValue;
      return {
        posts,
        end: last ? cursorOf([createdAt ? timeFrom(createdAt) : null, idOf(last)]) : null,
        bundle: bundleOf(parent, structuredQuery, documents, readTime),
      };
    },

    async listTopics() {
      const rows = await runQuery({ from: [{ collectionId: 'topics' }], limit: listLimits.topics });
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
