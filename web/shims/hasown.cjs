// Every browser the app supports has Object.hasOwn; the package's fallback is not needed.
module.exports = Object.hasOwn;
