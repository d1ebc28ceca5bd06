// The espeak-ng package (eSpeak NG compiled to WebAssembly) ships no types: its one export runs the
// eSpeak command line over an in-memory file system.
declare module 'espeak-ng' {
  const ESpeakNg: (options: { arguments: string[] }) => Promise<{ FS: { readFile(path: string): Uint8Array } }>;
  export default ESpeakNg;
}
