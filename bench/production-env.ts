/**
 * Imported first by bench/profile-home.ts: React picks its development or production build from
 * process.env.NODE_ENV when it is first loaded, so this must run before anything imports React.
 * (`npm start` does not set it either — see the profiling report.)
 */
process.env.NODE_ENV ??= "production";
