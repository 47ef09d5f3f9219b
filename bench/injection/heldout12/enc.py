"""Encoders/decoders for encoded and invisible payloads, and real encoded
data for the benign mirrors.

encode(method, plain) returns a Payload(method, plain, enc); `enc` is the
exact string placed in the item and is checked to decode back to `plain`
when it is made. check.py decodes every payload again from the file.
"""
import base64
import codecs
import collections
import hashlib
import struct
import urllib.parse
import zlib

ZW0, ZW1 = "\u200b", "\u200c"    # zero-width space = 0, ZWNJ = 1
WJ0, WJ1 = "\u2060", "\u200d"    # word joiner = 0, ZWJ = 1 ("wj-bits")

Payload = collections.namedtuple("Payload", "method plain enc")


# ---- decoders --------------------------------------------------------------

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


def _d_a85(s):
    return base64.a85decode(s.encode("ascii")).decode("utf-8")


def _d_data(s):
    head, _, body = s.partition(",")
    if not (head.startswith("data:") and head.endswith(";base64")):
        raise ValueError("not a base64 data URI")
    return _d_b64(body)


def _d_frag(s):
    return _d_b64("".join(s.split("|")))


def _d_printf(s):
    chunks = s.split("\\x")
    if chunks[0]:
        raise ValueError("printf escapes must start with \\x")
    return bytes(int(c, 16) for c in chunks[1:]).decode("utf-8")


def _d_zw(s):
    if set(s) - {ZW0, ZW1}:
        raise ValueError("unexpected character in zero-width payload")
    bits = "".join("1" if c == ZW1 else "0" for c in s)
    if len(bits) % 8:
        raise ValueError("bit count is not a multiple of 8")
    return bytes(int(bits[i:i + 8], 2)
                 for i in range(0, len(bits), 8)).decode("utf-8")


def _d_wj(s):
    if set(s) - {WJ0, WJ1}:
        raise ValueError("unexpected character in word-joiner payload")
    bits = "".join("1" if c == WJ1 else "0" for c in s)
    if len(bits) % 8:
        raise ValueError("bit count is not a multiple of 8")
    return bytes(int(bits[i:i + 8], 2)
                 for i in range(0, len(bits), 8)).decode("utf-8")


def _d_tags(s):
    if not all(0xE0020 <= ord(c) <= 0xE007E for c in s):
        raise ValueError("not a tag-character string")
    return "".join(chr(ord(c) - 0xE0000) for c in s)


def _d_rot47(s):
    return "".join(chr(33 + (ord(c) - 33 + 47) % 94) if 33 <= ord(c) <= 126
                   else c for c in s)


def _d_html(s):
    import html
    if not s.startswith("&#x"):
        raise ValueError("expected hexadecimal character references")
    return html.unescape(s)


def _d_b64url(s):
    pad = "=" * (-len(s) % 4)
    return base64.urlsafe_b64decode(s + pad).decode("utf-8")


def _d_uesc(s):
    chunks = s.split("\\u")
    if chunks[0] or not all(len(c) == 4 for c in chunks[1:]):
        raise ValueError("expected \\uXXXX escapes")
    return "".join(chr(int(c, 16)) for c in chunks[1:])


def _d_b85(s):
    return base64.b85decode(s.encode("ascii")).decode("utf-8")


def _d_octal(s):
    chunks = s.split("\\")
    if chunks[0] or not all(len(c) == 3 for c in chunks[1:]):
        raise ValueError("expected \\ooo octal escapes")
    return bytes(int(c, 8) for c in chunks[1:]).decode("utf-8")


def _d_qp(s):
    import quopri
    return quopri.decodestring(s.encode("ascii")).decode("utf-8")


def _d_rev64(s):
    return _d_b64(s[::-1])


def _d_dec(s):
    return bytes(int(c) for c in s.split(",")).decode("utf-8")


def _d_vs(s):
    out = []
    for c in s:
        o = ord(c)
        if 0xFE00 <= o <= 0xFE0F:
            out.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            out.append(o - 0xE0100 + 16)
        else:
            raise ValueError("not a variation selector: U+%04X" % o)
    return bytes(out).decode("utf-8")


DECODERS = {
    "base64": _d_b64, "base32": _d_b32, "hex": _d_hex, "rot13": _d_rot13,
    "percent": _d_pct, "data-uri": _d_data, "b64-frag": _d_frag,
    "printf": _d_printf, "b64-sh": _d_b64, "zero-width": _d_zw,
    "tag-chars": _d_tags, "ascii85": _d_a85, "rot47": _d_rot47,
    "html-entities": _d_html, "b64url": _d_b64url, "u-escapes": _d_uesc,
    "base85": _d_b85, "octal": _d_octal, "qp": _d_qp, "rev-b64": _d_rev64,
    "decimal": _d_dec, "var-sel": _d_vs, "wj-bits": _d_wj,
    "printf-octal": _d_octal,
}


# ---- encoders --------------------------------------------------------------

def _b64(b):
    return base64.b64encode(b).decode("ascii")


def _zw(s):
    return "".join(ZW1 if bit == "1" else ZW0
                   for byte in s.encode("utf-8")
                   for bit in format(byte, "08b"))


def _tags(s):
    if not all(0x20 <= ord(c) <= 0x7E for c in s):
        raise ValueError("tag characters cover printable ASCII only")
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def _frag(s, n):
    e = _b64(s.encode("utf-8"))
    size = -(-len(e) // n)
    parts_ = [e[i:i + size] for i in range(0, len(e), size)]
    if len(parts_) != n:
        raise ValueError("cannot split into %d fragments" % n)
    return "|".join(parts_)


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
    "ascii85": lambda s: base64.a85encode(s.encode("utf-8")).decode("ascii"),
    "rot47": _d_rot47,
    "html-entities": lambda s: "".join("&#x%x;" % ord(c) for c in s),
    "b64url": lambda s: base64.urlsafe_b64encode(
        s.encode("utf-8")).decode("ascii").rstrip("="),
    "u-escapes": lambda s: "".join("\\u%04x" % ord(c) for c in s),
    "base85": lambda s: base64.b85encode(s.encode("utf-8")).decode("ascii"),
    "octal": lambda s: "".join("\\%03o" % b for b in s.encode("utf-8")),
    "qp": lambda s: __import__("quopri").encodestring(
        s.encode("utf-8"), quotetabs=True).decode("ascii").replace(
        "=\n", "").replace("\n", "=0A"),
    "rev-b64": lambda s: _b64(s.encode("utf-8"))[::-1],
    "decimal": lambda s: ",".join(str(b) for b in s.encode("utf-8")),
    "wj-bits": lambda s: "".join(WJ1 if bit == "1" else WJ0
                                 for byte in s.encode("utf-8")
                                 for bit in format(byte, "08b")),
    "printf-octal": lambda s: "".join("\\%03o" % b
                                      for b in s.encode("utf-8")),
    "var-sel": lambda s: "".join(
        chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16)
        for b in s.encode("utf-8")),
}


def encode(method, plain, fragments=3):
    """Encode `plain`; raise if the result does not decode back exactly."""
    if method == "b64-frag":
        out = _frag(plain, fragments)
    else:
        out = ENCODERS[method](plain)
    if DECODERS[method](out) != plain:
        raise AssertionError("%s payload does not round-trip" % method)
    return Payload(method, plain, out)


def frags(p):
    """The fragments of a b64-frag payload."""
    return p.enc.split("|")


# ---- real data for benign mirrors (data, never instructions) ---------------

def _chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def png_1x2():
    """A 1x2 greyscale PNG (black over white) with a stored-deflate IDAT,
    so the bytes do not depend on the zlib version."""
    ihdr = struct.pack(">IIBBBBB", 1, 2, 8, 0, 0, 0, 0)
    raw = b"\x00\x00" + b"\x00\xff"
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr)
            + _chunk(b"IDAT", zlib.compress(raw, 0)) + _chunk(b"IEND", b""))


def gif_1x1_black():
    """A 1x1 black GIF89a."""
    return (b"GIF89a" + struct.pack("<HH", 1, 1) + b"\x80\x00\x00"
            + b"\x00\x00\x00\xff\xff\xff"
            + b"\x2c" + struct.pack("<HHHH", 0, 0, 1, 1) + b"\x00"
            + b"\x02\x02\x44\x01\x00" + b"\x3b")


def gzip_head():
    """The fixed 10-byte gzip member header (no name, mtime 0, unix)."""
    return b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03"


def b64(b):
    return _b64(b)


def b85(b):
    return base64.b85encode(b).decode("ascii")


def a85(b):
    return base64.a85encode(b).decode("ascii")


def b64text(s):
    return _b64(s.encode("utf-8"))


def sha256(b):
    return hashlib.sha256(b).hexdigest()


def md5(b):
    return hashlib.md5(b).hexdigest()


def totp_secret(seed):
    """A base32 TOTP-style secret derived from a fixed seed, no padding."""
    return base64.b32encode(hashlib.sha1(seed.encode("utf-8")).digest()
                            ).decode("ascii").rstrip("=")


def rot13(s):
    return codecs.encode(s, "rot13")


def pct(s):
    return urllib.parse.quote(s, safe="", encoding="utf-8")


def subdivision_flag(code):
    """Black flag + tag characters + cancel tag, e.g. 'gbsct' = Scotland."""
    return ("\U0001F3F4" + "".join(chr(0xE0000 + ord(c)) for c in code)
            + "\U000E007F")


ZWJ = "\u200d"
EMOJI_FAMILY = "\U0001F468" + ZWJ + "\U0001F469" + ZWJ + "\U0001F467"
EMOJI_FARMER = "\U0001F9D1" + ZWJ + "\U0001F33E"
# emoji presentation selector (VS16) after a text-style heart: real emoji
HEART_VS16 = "\u2764\ufe0f"
# black bird: bird + ZWJ + black large square
EMOJI_BLACKBIRD = "\U0001F426" + ZWJ + "\u2B1B"


def with_payload(carrier, p):
    """Attach an invisible payload right after a visible carrier string."""
    return carrier + p.enc
