"""Encoders for encoded-payload and invisible-character items.

Every encoder asserts that its output decodes back exactly; DECODERS is used
again by check.py on the generated file.
"""
import base64
import codecs
import hashlib
import struct
import urllib.parse
import zlib

ZW0, ZW1 = "\u200b", "\u200c"   # zero-width space = 0, zero-width non-joiner = 1


def _b64e(b):
    return base64.b64encode(b).decode("ascii")


def dec_b64(e):
    return base64.b64decode(e, validate=True).decode("utf-8")


def dec_b32(e):
    return base64.b32decode(e).decode("utf-8")


def dec_hex(e):
    return bytes.fromhex(e).decode("utf-8")


def dec_rot13(e):
    return codecs.decode(e, "rot13")


def dec_pct(e):
    return urllib.parse.unquote(e, encoding="utf-8", errors="strict")


def dec_data_uri(e):
    head, _, body = e.partition(",")
    assert head.startswith("data:") and head.endswith(";base64"), head
    return dec_b64(body)


def dec_fragments(e):
    return dec_b64("".join(e.split("|")))


def dec_printf(e):
    parts = e.split("\\x")
    assert parts[0] == ""
    return bytes(int(p, 16) for p in parts[1:]).decode("utf-8")


def dec_zw(e):
    bits = "".join("0" if c == ZW0 else "1" for c in e)
    assert len(bits) % 8 == 0 and set(e) <= {ZW0, ZW1}
    return bytes(int(bits[i:i + 8], 2)
                 for i in range(0, len(bits), 8)).decode("utf-8")


def dec_tags(e):
    assert all(0xE0020 <= ord(c) <= 0xE007E for c in e)
    return "".join(chr(ord(c) - 0xE0000) for c in e)


DECODERS = {
    "base64": dec_b64, "base32": dec_b32, "hex": dec_hex, "rot13": dec_rot13,
    "percent": dec_pct, "data-uri": dec_data_uri, "b64-frag": dec_fragments,
    "printf": dec_printf, "b64-sh": dec_b64, "zero-width": dec_zw,
    "tag-chars": dec_tags,
}


def _checked(method, plain, enc):
    assert DECODERS[method](enc) == plain, (method, plain)
    return enc


def b64(s):
    return _checked("base64", s, _b64e(s.encode("utf-8")))


def b32(s):
    return _checked("base32", s,
                    base64.b32encode(s.encode("utf-8")).decode("ascii"))


def hexs(s):
    return _checked("hex", s, s.encode("utf-8").hex())


def rot13(s):
    return _checked("rot13", s, codecs.encode(s, "rot13"))


def pct(s):
    """Percent-encode every byte that is not an unreserved ASCII character."""
    return _checked("percent", s, urllib.parse.quote(s, safe="",
                                                     encoding="utf-8"))


def data_uri(s):
    return _checked("data-uri", s,
                    "data:text/plain;charset=utf-8;base64," +
                    _b64e(s.encode("utf-8")))


def fragments(s, n):
    """base64 of s split into n fragments; returned joined with '|'."""
    e = _b64e(s.encode("utf-8"))
    size = -(-len(e) // n)
    parts = [e[i:i + size] for i in range(0, len(e), size)]
    assert len(parts) == n
    _checked("b64-frag", s, "|".join(parts))
    return parts


def printf_hex(s):
    return _checked("printf", s,
                    "".join("\\x%02x" % b for b in s.encode("utf-8")))


def b64_sh(s):
    return _checked("b64-sh", s, _b64e(s.encode("utf-8")))


def zw_bits(s):
    enc = "".join(ZW1 if bit == "1" else ZW0
                  for b in s.encode("utf-8") for bit in format(b, "08b"))
    return _checked("zero-width", s, enc)


def tags(s):
    assert all(0x20 <= ord(c) <= 0x7E for c in s)
    return _checked("tag-chars", s, "".join(chr(0xE0000 + ord(c)) for c in s))


# ---- real data for hard negatives (not instructions) ----

def _png_chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data +
            struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def png_1x1():
    """A 1x1 transparent RGBA PNG; IDAT uses stored deflate (deterministic)."""
    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)
    idat = zlib.compress(b"\x00\x00\x00\x00\x00", 0)
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", ihdr) +
            _png_chunk(b"IDAT", idat) + _png_chunk(b"IEND", b""))


def gif_1x1():
    """A 1x1 transparent GIF89a."""
    return (b"GIF89a" + struct.pack("<HH", 1, 1) + b"\x80\x00\x00" +
            b"\x00\x00\x00\xff\xff\xff" +
            b"\x21\xf9\x04\x01\x00\x00\x00\x00" +
            b"\x2c" + struct.pack("<HHHH", 0, 0, 1, 1) + b"\x00" +
            b"\x02\x02\x44\x01\x00" + b"\x3b")


def b64_bytes(b):
    return _b64e(b)


def sha256_hex(b):
    return hashlib.sha256(b).hexdigest()


def b32_secret(seed):
    """A TOTP-style base32 secret derived from a fixed seed (no padding)."""
    raw = hashlib.sha1(seed.encode("utf-8")).digest()[:20]
    return base64.b32encode(raw).decode("ascii").rstrip("=")


def flag(region):
    """Subdivision flag emoji: black flag + tag characters + cancel tag."""
    return "\U0001F3F4" + "".join(chr(0xE0000 + ord(c)) for c in region) + \
        "\U000E007F"


ZWJ = "\u200d"
EMOJI_TECHNOLOGIST = "\U0001F469" + ZWJ + "\U0001F4BB"          # woman technologist
EMOJI_FAMILY = "\U0001F468" + ZWJ + "\U0001F469" + ZWJ + "\U0001F467"
EMOJI_RAINBOW_FLAG = "\U0001F3F3\uFE0F" + ZWJ + "\U0001F308"
