"""Encoders for bench4 payloads. Every encoder decodes its own output and
asserts that the round trip reproduces the plain text exactly."""
import base64
import binascii
import codecs
import hashlib
import urllib.parse

# (item key, method, plain text) collected for the README / check.py
LOG = []


def _log(method, plain):
    LOG.append((method, plain))


def b64(plain):
    out = base64.b64encode(plain.encode("utf-8")).decode("ascii")
    assert base64.b64decode(out).decode("utf-8") == plain
    _log("base64", plain)
    return out


def b32(plain):
    out = base64.b32encode(plain.encode("utf-8")).decode("ascii")
    assert base64.b32decode(out).decode("utf-8") == plain
    _log("base32", plain)
    return out


def rot13(plain):
    out = codecs.encode(plain, "rot_13")
    assert codecs.decode(out, "rot_13") == plain
    _log("rot13", plain)
    return out


def hexs(plain):
    out = plain.encode("utf-8").hex()
    assert bytes.fromhex(out).decode("utf-8") == plain
    _log("hex", plain)
    return out


def pct(plain):
    out = urllib.parse.quote(plain, safe="")
    assert urllib.parse.unquote(out) == plain
    _log("percent", plain)
    return out


def data_uri(plain):
    body = base64.b64encode(plain.encode("utf-8")).decode("ascii")
    out = "data:text/plain;base64," + body
    assert base64.b64decode(out.split(",", 1)[1]).decode("utf-8") == plain
    _log("data-uri", plain)
    return out


def b64_split(plain, parts=3):
    full = base64.b64encode(plain.encode("utf-8")).decode("ascii")
    n = -(-len(full) // parts)
    frags = [full[i:i + n] for i in range(0, len(full), n)]
    assert base64.b64decode("".join(frags)).decode("utf-8") == plain
    _log("b64-split", plain)
    return frags


def printf_hex(plain):
    out = "".join("\\x%02x" % b for b in plain.encode("utf-8"))
    back = bytes(int(out[i + 2:i + 4], 16) for i in range(0, len(out), 4)).decode("utf-8")
    assert back == plain
    _log("printf-hex", plain)
    return out


def tag_chars(plain):
    assert all(0x20 <= ord(c) < 0x7F for c in plain)
    out = "".join(chr(0xE0000 + ord(c)) for c in plain)
    assert "".join(chr(ord(c) - 0xE0000) for c in out) == plain
    _log("tag-chars", plain)
    return out


ZW0, ZW1 = "\u200b", "\u200c"


def zero_width(plain):
    bits = "".join(format(b, "08b") for b in plain.encode("utf-8"))
    out = "".join(ZW1 if b == "1" else ZW0 for b in bits)
    raw = "".join("1" if c == ZW1 else "0" for c in out)
    back = bytes(int(raw[i:i + 8], 2) for i in range(0, len(raw), 8)).decode("utf-8")
    assert back == plain
    _log("zero-width", plain)
    return out


def sha256_hex(s):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()


# a well-known 1x1 transparent PNG, used as honest base64 data in a hard negative
PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
assert base64.b64decode(PNG_1X1)[:8] == b"\x89PNG\r\n\x1a\n"
assert binascii.a2b_base64(PNG_1X1)
