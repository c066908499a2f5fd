declare module 'regenerator-runtime' {
  const runtime: unknown;
  export default runtime;
}
