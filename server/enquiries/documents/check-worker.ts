// Runs one document check off the event loop (see check.ts): kind and bytes in, one verdict out.
import { parentPort, workerData } from 'node:worker_threads'
import { inspectDocument } from './inspect.ts'
import type { DocumentKind } from './verdict.ts'

const { kind, content } = workerData as { kind: DocumentKind; content: Uint8Array }
const verdict = await inspectDocument(
  kind,
  Buffer.from(content.buffer, content.byteOffset, content.byteLength),
)
parentPort?.postMessage(verdict)
