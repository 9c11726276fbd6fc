// Jest runs server modules outside React's server build, where the real 'server-only' would throw.
module.exports = {};
