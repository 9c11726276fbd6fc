// The baseline of bench/web.mjs: a bare Next app built with the project's own next, react and react-dom.
export default { poweredByHeader: false, distDir: process.env.NEXT_DIST_DIR || '.next' };
