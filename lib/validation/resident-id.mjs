/**
 * The check character of a resident ID number (GB 11643-1999, ISO 7064 MOD 11-2). Plain ESM, so the
 * benches build their fictional citizens with the same function the validation uses.
 */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * The check character of an ID number's first 17 digits.
 * @param {string} first17
 * @returns {string}
 */
export function residentIdCheckChar(first17) {
  return ID_CHECK[ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0) % 11];
}

/**
 * A valid 18-character ID number from its first 17 digits: for fictional people (seed, tests, benches).
 * @param {string} first17
 * @returns {string}
 */
export function completeResidentId(first17) {
  return first17 + residentIdCheckChar(first17);
}
