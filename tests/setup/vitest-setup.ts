// Keep the server's own logging of expected failures (500s in error tests) out of the way.
process.env.NODE_ENV ??= "test";
