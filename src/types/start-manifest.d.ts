// Start's build manifest (@tanstack/start-server-core reads it the same way), as src/app/form-code.server.ts reads it.
declare module 'tanstack-start-manifest:v' {
  export const tsrStartManifest: () => { routes: Record<string, object> }
}
