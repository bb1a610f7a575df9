import type { CDPSession } from '@playwright/test';

/** Heap snapshot node types that are the page's own JavaScript values (not compiled code, not the browser's C++ objects). */
const JS_VALUE_TYPES = new Set(['object', 'closure', 'array', 'string', 'concatenated string', 'sliced string', 'regexp', 'number', 'symbol', 'bigint']);
/**
 * What DevTools itself keeps while a client has its Network domain enabled (Playwright always does, on every page):
 * a record per request, and replay data per XHR, until the next navigation. A set-top runs with no DevTools attached.
 */
const DEVTOOLS_RECORDS = new Set(['blink::NetworkResourcesData::ResourceData', 'blink::XHRReplayData']);

export interface HeapTally {
  /** Self size of the page's JavaScript values (MB). */
  jsValuesMB: number;
  /** DevTools' network records: how many, and their self size (MB). */
  devtoolsRecords: number;
  devtoolsMB: number;
}

/** A heap snapshot of the page, tallied by what holds the memory. */
export async function tallyHeap(cdp: CDPSession): Promise<HeapTally> {
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [number, number, number];
  let js = 0;
  let devtools = 0;
  let records = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]!]!;
    const size = snapshot.nodes[i + sizeAt]!;
    if (JS_VALUE_TYPES.has(type)) js += size;
    else if (type === 'native' && DEVTOOLS_RECORDS.has(snapshot.strings[snapshot.nodes[i + nameAt]!]!)) {
      devtools += size;
      records++;
    }
  }
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;
  return { jsValuesMB: mb(js), devtoolsRecords: records, devtoolsMB: mb(devtools) };
}
