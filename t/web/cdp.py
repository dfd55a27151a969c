"""cdp.py - headless Chromium driven through the DevTools protocol, with
the standard library only (make check-web, t/web/check-web.py).

Browser(chromium) starts `chromium --headless --remote-debugging-port=0`
with a fresh profile, reads the port Chromium chose from the profile's
DevToolsActivePort file, and talks to the page target over a WebSocket
written here (RFC 6455: a client's masked text frames; the browser's
frames unmasked, possibly fragmented)."""

import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request


class WebSocket:
    def __init__(self, url):
        assert url.startswith("ws://")
        hostport, _, path = url[5:].partition("/")
        host, _, port = hostport.partition(":")
        self.sock = socket.create_connection((host, int(port)), timeout=600)
        key = base64.b64encode(os.urandom(16)).decode()
        req = ("GET /%s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\n"
               "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
               "Sec-WebSocket-Version: 13\r\n\r\n" % (path, hostport, key))
        self.sock.sendall(req.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise IOError("websocket: connection closed during the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise IOError("websocket: handshake refused: %r" % head[:200])

    def _recv_exact(self, n):
        buf = bytearray()
        while len(buf) < n:
            chunk = self.sock.recv(n - len(buf))
            if not chunk:
                raise IOError("websocket: connection closed")
            buf += chunk
        return bytes(buf)

    def send(self, text):
        data = text.encode()
        head = bytearray([0x81])
        n = len(data)
        if n < 126:
            head.append(0x80 | n)
        elif n < 65536:
            head.append(0x80 | 126)
            head += struct.pack(">H", n)
        else:
            head.append(0x80 | 127)
            head += struct.pack(">Q", n)
        mask = os.urandom(4)
        head += mask
        self.sock.sendall(bytes(head) + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def recv(self):
        message = b""
        while True:
            b0, b1 = self._recv_exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._recv_exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._recv_exact(8))[0]
            payload = self._recv_exact(n)
            opcode = b0 & 0x0F
            if opcode == 0x8:
                raise IOError("websocket: closed by the browser")
            if opcode in (0x9, 0xA):        # ping, pong: not used by Chromium here
                continue
            message += payload
            if b0 & 0x80:
                return message.decode()


class Browser:
    def __init__(self, chromium="chromium", width=1000, height=1400):
        self.profile = tempfile.mkdtemp(prefix="trfpair-chromium.")
        args = [chromium, "--headless", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--no-default-browser-check",
                "--remote-debugging-port=0", "--user-data-dir=" + self.profile,
                "--window-size=%d,%d" % (width, height), "about:blank"]
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 60
        while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
            if time.time() > deadline or self.proc.poll() is not None:
                self.close()
                raise IOError("chromium did not start (no DevToolsActivePort)")
            time.sleep(0.1)
        port = open(port_file).read().split("\n")[0].strip()
        targets = []
        while not any(t.get("type") == "page" for t in targets):
            with urllib.request.urlopen("http://127.0.0.1:%s/json/list" % port) as r:
                targets = json.load(r)
            if time.time() > deadline:
                raise IOError("chromium has no page target")
            time.sleep(0.1)
        page = next(t for t in targets if t.get("type") == "page")
        self.ws = WebSocket(page["webSocketDebuggerUrl"])
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        mid = self.next_id
        self.ws.send(json.dumps({"id": mid, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == mid:
                if "error" in msg:
                    raise IOError("%s: %s" % (method, msg["error"]))
                return msg.get("result", {})
            self.events.append(msg)

    def eval(self, expr, await_promise=False):
        """The value of a JavaScript expression in the page (JSON-able)."""
        r = self.call("Runtime.evaluate", expression=expr, returnByValue=True,
                      awaitPromise=await_promise)
        if "exceptionDetails" in r:
            raise IOError("page: %s: %s" % (expr[:80], r["exceptionDetails"].get("text")))
        return r["result"].get("value")

    def wait(self, expr, timeout=300, step=0.05):
        """Wait until expr is true in the page; its last value."""
        deadline = time.time() + timeout
        while True:
            v = self.eval(expr)
            if v:
                return v
            if time.time() > deadline:
                raise IOError("timed out after %d s waiting for %s" % (timeout, expr))
            time.sleep(step)

    def navigate(self, url):
        self.call("Page.enable")
        self.call("Page.navigate", url=url)

    def set_file(self, selector, path):
        doc = self.call("DOM.getDocument")
        node = self.call("DOM.querySelector", nodeId=doc["root"]["nodeId"], selector=selector)
        self.call("DOM.setFileInputFiles", nodeId=node["nodeId"], files=[path])

    def screenshot(self, path, full=True):
        r = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=full)
        with open(path, "wb") as f:
            f.write(base64.b64decode(r["data"]))

    def close(self):
        try:
            self.proc.terminate()
            self.proc.wait(10)
        except Exception:
            self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
