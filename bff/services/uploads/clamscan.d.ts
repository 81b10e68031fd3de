/** What we use of clamscan 2.4 (it ships no types): a clamd client that streams a file with INSTREAM. */
declare module 'clamscan' {
  import type { Readable } from 'node:stream';

  type ScanResult = { isInfected: boolean | null; viruses: string[]; timeout?: boolean };
  type ClamdOptions = {
    socket?: string | false;
    host?: string | false;
    port?: number | false;
    timeout?: number;
    localFallback?: boolean;
    path?: string | null;
    bypassTest?: boolean;
  };
  type Options = {
    removeInfected?: boolean;
    debugMode?: boolean;
    scanLog?: string | null;
    preference?: 'clamdscan' | 'clamscan';
    clamscan?: { active?: boolean; path?: string | null };
    clamdscan?: ClamdOptions;
  };

  class NodeClam {
    init(options?: Options): Promise<NodeClam>;
    scanStream(stream: Readable): Promise<ScanResult>;
  }

  export default NodeClam;
}
