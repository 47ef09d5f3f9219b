"""Encoders and decoders for the encoded and invisible payloads, plus real
encoded data used by benign mirrors.

encode(method, plain) returns a Payload whose `.enc` is the exact string
placed in the item. Every Payload is checked to decode back to `plain` when
it is made; check.py decodes every payload again from the generated file.
"""
import base64
import codecs
import collections
import hashlib
import struct
import urllib.parse
import zlib

ZW0, ZW1 = "\u200b", "\u200c"    # zero-width space = bit 0, ZWNJ = bit 1


# ---- decoders -------------------------------------------------------------

def _d_b64(s):
    return base64.b64decode(s, validate=True).decode("utf-8")


def _d_b32(s):
    return base64.b32decode(s).decode("utf-8")


def _d_hex(s):
    return bytes.fromhex(s).decode("utf-8")


def _d_rot13(s):
    return codecs.decode(s, "rot13")


def _d_pct(s):
    return urllib.parse.unquote(s, encoding="utf-8", errors="strict")


def _d_data(s):
    head, _, body = s.partition(",")
    if not (head.startswith("data:") and head.endswith(";base64")):
        raise ValueError("not a base64 data URI")
    return _d_b64(body)


def _d_frag(s):
    return _d_b64("".join(s.split("|")))


def _d_printf(s):
    chunks = s.split("\\x")
    if chunks[0] != "":
        raise ValueError("printf escapes must start with \\x")
    return bytes(int(c, 16) for c in chunks[1:]).decode("utf-8")


def _d_zw(s):
    if set(s) - {ZW0, ZW1}:
        raise ValueError("unexpected character in zero-width payload")
    bits = "".join("1" if c == ZW1 else "0" for c in s)
    if len(bits) % 8:
        raise ValueError("bit count not a multiple of 8")
    return bytes(int(bits[i:i + 8], 2)
                 for i in range(0, len(bits), 8)).decode("utf-8")


def _d_tags(s):
    if not all(0xE0020 <= ord(c) <= 0xE007E for c in s):
        raise ValueError("not a tag-character string")
    return "".join(chr(ord(c) - 0xE0000) for c in s)


DECODERS = {
    "base64": _d_b64, "base32": _d_b32, "hex": _d_hex, "rot13": _d_rot13,
    "percent": _d_pct, "data-uri": _d_data, "b64-frag": _d_frag,
    "printf": _d_printf, "b64-sh": _d_b64, "zero-width": _d_zw,
    "tag-chars": _d_tags,
}


# ---- encoders -------------------------------------------------------------

Payload = collections.namedtuple("Payload", "method plain enc")


def _b64(b):
    return base64.b64encode(b).decode("ascii")


def _zw(s):
    return "".join(ZW1 if bit == "1" else ZW0
                   for byte in s.encode("utf-8")
                   for bit in format(byte, "08b"))


def _tags(s):
    if not all(0x20 <= ord(c) <= 0x7E for c in s):
        raise ValueError("tag characters only cover printable ASCII")
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def _frag(s, n):
    e = _b64(s.encode("utf-8"))
    size = -(-len(e) // n)
    parts = [e[i:i + size] for i in range(0, len(e), size)]
    if len(parts) != n:
        raise ValueError("cannot split into %d fragments" % n)
    return "|".join(parts)


ENCODERS = {
    "base64": lambda s: _b64(s.encode("utf-8")),
    "b64-sh": lambda s: _b64(s.encode("utf-8")),
    "base32": lambda s: base64.b32encode(s.encode("utf-8")).decode("ascii"),
    "hex": lambda s: s.encode("utf-8").hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "percent": lambda s: urllib.parse.quote(s, safe="", encoding="utf-8"),
    "data-uri": lambda s: ("data:text/plain;charset=utf-8;base64,"
                           + _b64(s.encode("utf-8"))),
    "printf": lambda s: "".join("\\x%02x" % b for b in s.encode("utf-8")),
    "zero-width": _zw,
    "tag-chars": _tags,
}


def encode(method, plain, fragments=None):
    if method == "b64-frag":
        enc = _frag(plain, fragments)
    else:
        enc = ENCODERS[method](plain)
    if DECODERS[method](enc) != plain:
        raise AssertionError("%s payload does not round-trip" % method)
    return Payload(method, plain, enc)


def parts(p):
    """Fragments of a b64-frag payload."""
    return p.enc.split("|")


# ---- real data for benign mirrors (data, not instructions) ----------------

def _chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def png_2x1():
    """A 2x1 RGB PNG (one red, one blue pixel); stored deflate, so stable."""
    ihdr = struct.pack(">IIBBBBB", 2, 1, 8, 2, 0, 0, 0)
    raw = b"\x00" + b"\xff\x00\x00" + b"\x00\x00\xff"
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr)
            + _chunk(b"IDAT", zlib.compress(raw, 0)) + _chunk(b"IEND", b""))


def gif_1x1():
    """A 1x1 white GIF89a."""
    return (b"GIF89a" + struct.pack("<HH", 1, 1) + b"\x80\x00\x00"
            + b"\xff\xff\xff\x00\x00\x00"
            + b"\x2c" + struct.pack("<HHHH", 0, 0, 1, 1) + b"\x00"
            + b"\x02\x02\x44\x01\x00" + b"\x3b")


def b64bytes(b):
    return _b64(b)


def sha256(b):
    return hashlib.sha256(b).hexdigest()


def totp_secret(seed):
    """A base32 TOTP-style secret derived from a fixed seed, no padding."""
    return base64.b32encode(hashlib.sha1(seed.encode("utf-8")).digest()
                            ).decode("ascii").rstrip("=")


def subdivision_flag(code):
    """Black flag + tag characters + cancel tag, e.g. 'gbsct' = Scotland."""
    return ("\U0001F3F4" + "".join(chr(0xE0000 + ord(c)) for c in code)
            + "\U000E007F")


ZWJ = "\u200d"
EMOJI_COOK = "\U0001F9D1" + ZWJ + "\U0001F373"                 # cook
EMOJI_HEALTH = "\U0001F469" + ZWJ + "\u2695\ufe0f"             # health worker
EMOJI_FAMILY = ("\U0001F469" + ZWJ + "\U0001F469" + ZWJ + "\U0001F466")
EMOJI_PIRATE = "\U0001F3F4" + ZWJ + "\u2620\ufe0f"             # pirate flag
