// The client's import aliases (as in client/tsconfig.json and vite.config.ts), for dependency-cruiser.
const path = require('node:path');

module.exports = {
  resolve: {
    alias: { '@domain': path.resolve(__dirname, 'domain'), '@': path.resolve(__dirname, 'client/src') },
    extensions: ['.ts', '.tsx', '.js'],
  },
};
