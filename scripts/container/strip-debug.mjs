// The runtime image's Node without its debugging data (Containerfile, build stage):
//   node scripts/container/strip-debug.mjs <node binary> <output>
// The `node` package's binary carries DWARF sections and a full symbol table (17 MB of 127 MB) that only a
// debugger reads; the build bases have no `strip` (binutils), so this does what `strip --strip-debug
// --remove-section=.symtab --remove-section=.strtab` does for an x86-64 ELF whose dropped sections all lie
// after the loaded ones: the file is cut before them and the kept section headers are written after it.
// Nothing that is loaded changes (program headers, .dynsym for dlsym and addons, build id, notes).
// Any other layout is refused (exit 1): the build then fails rather than ship a damaged binary.
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node strip-debug.mjs <elf> <output>');
  process.exit(2);
}
const elf = readFileSync(input);
const fail = (why) => {
  console.error(`strip-debug: ${input}: ${why}; not stripped`);
  process.exit(1);
};
if (elf.readUInt32BE(0) !== 0x7f454c46 || elf[4] !== 2 || elf[5] !== 1) fail('not a 64-bit little-endian ELF');

const SHT_NOBITS = 8;
const shoff = Number(elf.readBigUInt64LE(0x28));
const shentsize = elf.readUInt16LE(0x3a);
const shnum = elf.readUInt16LE(0x3c);
const shstrndx = elf.readUInt16LE(0x3e);
const header = (i) => elf.subarray(shoff + i * shentsize, shoff + (i + 1) * shentsize);
const names = header(shstrndx);
const namesOffset = Number(names.readBigUInt64LE(0x18));
const sections = Array.from({ length: shnum }, (_, index) => {
  const h = header(index);
  const nameAt = namesOffset + h.readUInt32LE(0);
  return {
    index,
    name: elf.toString('latin1', nameAt, elf.indexOf(0, nameAt)),
    type: h.readUInt32LE(4),
    offset: Number(h.readBigUInt64LE(0x18)),
    size: Number(h.readBigUInt64LE(0x20)),
    link: h.readUInt32LE(0x28),
  };
});
const dropped = (s) => s.name.startsWith('.debug_') || s.name === '.symtab' || s.name === '.strtab';
const kept = sections.filter((s) => !dropped(s) && s.index !== shstrndx);
if (kept.length === sections.length - 1) fail('no debugging data');
const cut = Math.min(...sections.filter(dropped).map((s) => s.offset));
const keptEnd = Math.max(...kept.map((s) => s.offset + (s.type === SHT_NOBITS ? 0 : s.size)));
if (keptEnd > cut) fail('a kept section lies after the debugging data');
// Kept sections keep their numbers (sh_info of relocation sections names one): the dropped come last.
if (Math.max(...kept.map((s) => s.index)) > Math.min(...sections.filter(dropped).map((s) => s.index)))
  fail('a kept section is numbered after the debugging data');
const renumber = new Map([...kept, sections[shstrndx]].map((s, at) => [s.index, at]));
if (kept.some((s) => s.link !== 0 && !renumber.has(s.link))) fail('a kept section links to a dropped one');

// The layout: [loaded part][section names][section headers (8-aligned)].
const namesSection = sections[shstrndx];
const namesBytes = elf.subarray(namesSection.offset, namesSection.offset + namesSection.size);
const newNamesAt = cut;
const newShoff = Math.ceil((newNamesAt + namesBytes.length) / 8) * 8;
const headers = Buffer.alloc(renumber.size * shentsize);
for (const [old, at] of renumber) {
  const h = Buffer.from(header(old));
  h.writeUInt32LE(renumber.get(sections[old].link) ?? 0, 0x28);
  if (old === shstrndx) h.writeBigUInt64LE(BigInt(newNamesAt), 0x18);
  h.copy(headers, at * shentsize);
}
const out = Buffer.alloc(newShoff + headers.length);
elf.copy(out, 0, 0, cut);
namesBytes.copy(out, newNamesAt);
headers.copy(out, newShoff);
out.writeBigUInt64LE(BigInt(newShoff), 0x28);
out.writeUInt16LE(renumber.size, 0x3c);
out.writeUInt16LE(renumber.get(shstrndx), 0x3e);
writeFileSync(output, out, { mode: 0o755 });
console.log(`strip-debug: ${input}: ${(elf.length / 1e6).toFixed(1)} MB -> ${(out.length / 1e6).toFixed(1)} MB`);
