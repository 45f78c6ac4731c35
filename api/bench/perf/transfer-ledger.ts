import { gzipSync } from 'node:zlib';
import type { CDPSession } from '@playwright/test';

interface Entry {
  type: string;
  contentEncoding: string;
  /** Bytes on the wire, headers included (as Lighthouse's "transfer size"). */
  transferred: number;
  /** Script bodies only: the decoded body gzipped here. */
  scriptGzip?: Promise<number>;
  done: boolean;
}

/** Streams that never finish: they would keep a page from ever being "quiet". */
const LONG_LIVED = new Set(['EventSource', 'WebSocket']);

export interface TransferTotals {
  totalBytes: number;
  /** Bytes on the wire by resource type (Script, Image, Font, Fetch, Document, ...). */
  bytesByType: Record<string, number>;
  requests: number;
  /** Scripts as sent when the server compressed them, else gzipped here: what a compressing server sends. */
  scriptBytes: number;
  /** Scripts gzipped here (zlib's default level) whatever the server sent: compares with the budget test. */
  scriptGzipBytes: number;
  scripts: number;
  /** The scripts' content encodings as sent ("none" when not compressed). */
  scriptEncodings: string[];
}

/**
 * Books every request of one page load from the DevTools protocol's Network events: bytes on the
 * wire from `Network.loadingFinished` (encodedDataLength, headers included), and for scripts also
 * the decoded body gzipped here. A script the server compressed counts as transferred; one sent
 * uncompressed counts as its gzip, so the figure compares across servers.
 */
export class TransferLedger {
  private readonly entries = new Map<string, Entry>();
  private lastActivity = Date.now();

  constructor(private readonly cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      this.lastActivity = Date.now();
      if (event.request.url.startsWith('data:')) return;
      // A redirect reuses the request id: the hop's bytes are small, the final answer's count.
      this.entries.set(event.requestId, {
        type: event.type ?? 'Other',
        contentEncoding: '',
        transferred: 0,
        done: false,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const entry = this.entries.get(event.requestId);
      if (!entry) return;
      entry.type = event.type;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      entry.contentEncoding = String(headers['content-encoding'] ?? '');
    });
    cdp.on('Network.loadingFinished', (event) => {
      this.lastActivity = Date.now();
      const entry = this.entries.get(event.requestId);
      if (!entry) return;
      entry.transferred = event.encodedDataLength;
      entry.done = true;
      if (entry.type === 'Script') entry.scriptGzip = this.scriptGzip(event.requestId);
    });
    cdp.on('Network.loadingFailed', (event) => {
      this.lastActivity = Date.now();
      const entry = this.entries.get(event.requestId);
      if (entry) entry.done = true;
    });
  }

  private async scriptGzip(requestId: string): Promise<number> {
    const { body, base64Encoded } = await this.cdp.send('Network.getResponseBody', { requestId });
    return gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length;
  }

  /** Requests still on their way (long-lived streams aside). */
  get inFlight(): number {
    let count = 0;
    for (const entry of this.entries.values()) if (!entry.done && !LONG_LIVED.has(entry.type)) count++;
    return count;
  }

  /** Milliseconds since a request last started or ended. */
  get quietForMs(): number {
    return Date.now() - this.lastActivity;
  }

  async totals(): Promise<TransferTotals> {
    const finished = [...this.entries.values()].filter((e) => e.done);
    const scripts = finished.filter((e) => e.scriptGzip);
    const scriptSizes = await Promise.all(scripts.map((e) => e.scriptGzip!));
    const bytesByType: Record<string, number> = {};
    for (const e of finished) bytesByType[e.type] = (bytesByType[e.type] ?? 0) + e.transferred;
    return {
      totalBytes: finished.reduce((sum, e) => sum + e.transferred, 0),
      bytesByType,
      requests: finished.length,
      scriptBytes: scripts.reduce((sum, e, i) => sum + (e.contentEncoding ? e.transferred : scriptSizes[i]), 0),
      scriptGzipBytes: scriptSizes.reduce((sum, n) => sum + n, 0),
      scripts: scripts.length,
      scriptEncodings: [...new Set(scripts.map((e) => e.contentEncoding || 'none'))].sort(),
    };
  }
}
