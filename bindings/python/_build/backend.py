"""A minimal PEP 517 build backend for the gpuopt binding, standard library only: it packs the
pure-Python package gpuopt/ into a wheel (and an sdist), so that `pip install bindings/python` works
offline with no build requirements (pip's isolated build environment stays empty)."""
import base64, hashlib, io, os, tarfile, zipfile

NAME, VERSION = "gpuopt", "0.1.0"
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TAG = "py3-none-any"
DIST = "%s-%s" % (NAME, VERSION)


def _metadata():
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\nSummary: Python binding of gpuopt (ctypes)\n"
            "Requires-Python: >=3.8\nLicense: MIT\n" % (NAME, VERSION))


def _files():
    pkg = os.path.join(HERE, NAME)
    for root, dirs, files in os.walk(pkg):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for f in sorted(files):
            if f.endswith((".py", ".so", ".typed")):
                full = os.path.join(root, f)
                yield full, os.path.relpath(full, HERE).replace(os.sep, "/")


def _record_line(arc, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arc, digest, len(data))


def _write_wheel(wheel_directory, editable=False):
    name = "%s-%s.whl" % (DIST, TAG)
    info = "%s.dist-info" % DIST
    records = []
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        def add(arc, data):
            z.writestr(arc, data)
            records.append(_record_line(arc, data))
        if editable:
            add("%s.pth" % NAME, (HERE + "\n").encode())
        else:
            for full, arc in _files():
                with open(full, "rb") as f:
                    add(arc, f.read())
        add(info + "/METADATA", _metadata().encode())
        add(info + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: gpuopt-backend\nRoot-Is-Purelib: true\nTag: %s\n" % TAG).encode())
        add(info + "/top_level.txt", (NAME + "\n").encode())
        records.append(info + "/RECORD,,")
        z.writestr(info + "/RECORD", "\n".join(records) + "\n")
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, editable=True)


def build_sdist(sdist_directory, config_settings=None):
    name = DIST + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as t:
        for full, arc in _files():
            t.add(full, DIST + "/" + arc)
        for extra in ("pyproject.toml", "_build/backend.py"):
            t.add(os.path.join(HERE, extra), DIST + "/" + extra)
        data = ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (NAME, VERSION)).encode()
        ti = tarfile.TarInfo(DIST + "/PKG-INFO")
        ti.size = len(data)
        t.addfile(ti, io.BytesIO(data))
    return name
