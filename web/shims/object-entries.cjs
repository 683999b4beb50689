// Every browser the app supports has Object.entries; node-polyglot's shim is not needed.
module.exports = Object.entries;
