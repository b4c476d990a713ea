/**
 * Throwaway TLS certificates for serving the site over HTTPS on this machine (npm run perf, the
 * production server's e2e tests).
 */
import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import tls from 'node:tls'

export interface Certificate {
  certFile: string
  keyFile: string
  /** SHA-256 of its public key, base64: what Chromium's --ignore-certificate-errors-spki-list takes. */
  spkiHash: string
}

/**
 * A self-signed certificate for 127.0.0.1, made with openssl in a temporary directory (removed at
 * exit) and trusted from then on by this process's TLS clients (fetch, node:https, node:http2).
 */
export function throwawayCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'site-tls-'))
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  const certFile = join(dir, 'cert.pem')
  const keyFile = join(dir, 'key.pem')
  const request = `req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1
    -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 -keyout ${keyFile} -out ${certFile}`
  execFileSync('openssl', request.split(/\s+/), { stdio: 'ignore' })
  const pem = readFileSync(certFile, 'utf8')
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), pem])
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })
  return { certFile, keyFile, spkiHash: createHash('sha256').update(spki).digest('base64') }
}
