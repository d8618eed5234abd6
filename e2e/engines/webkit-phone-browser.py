#!/usr/bin/python3
"""
A one-window WebKitGTK browser for WebKitWebDriver (named by the capability 'webkitgtk:browserOptions'):
a window of exactly --size (no toolbar, unlike Debian's MiniBrowser, which cannot narrow below ~447 px),
an iPhone Safari user agent, downloads saved into --download-dir. WebKitWebDriver starts it with
--automation and talks to it through the automation session it asks for.
"""
import argparse
import os
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument('--size', default='390x844')
parser.add_argument('--user-agent', default='')
parser.add_argument('--download-dir', default='')
parser.add_argument('--enable-feature', action='append', default=[])
parser.add_argument('--automation', action='store_true')
parser.add_argument('url', nargs='?')
args, _unknown = parser.parse_known_args()
if os.environ.get('ENGINES_DEBUG'):
    print('webkit-phone-browser', sys.argv, file=sys.stderr)
width, height = (int(v) for v in args.size.split('x'))

context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
windows = []


def settings():
    s = WebKit2.Settings()
    if args.user_agent:
        s.set_user_agent(args.user_agent)
    s.set_enable_developer_extras(True)
    s.set_javascript_can_open_windows_automatically(True)
    s.set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
    wanted = set(args.enable_feature)
    if wanted and hasattr(WebKit2.Settings, 'get_all_features'):
        features = WebKit2.Settings.get_all_features()
        for i in range(features.get_length()):
            feature = features.get(i)
            if feature.get_identifier() in wanted:
                s.set_feature_enabled(feature, True)
    return s


def on_download(_context, download):
    def destination(dl, name):
        folder = args.download_dir or os.getcwd()
        dl.set_destination('file://' + os.path.join(folder, name))
        return True

    download.connect('decide-destination', destination)


def new_view(automated=False):
    view = WebKit2.WebView(web_context=context, settings=settings(), is_controlled_by_automation=automated)
    window = Gtk.Window()
    window.set_default_size(width, height)
    window.set_size_request(width, height)
    window.set_resizable(False)
    window.add(view)
    window.connect('destroy', lambda w: (windows.remove(w), not windows and Gtk.main_quit()))
    view.connect('close', lambda v: window.destroy())
    window.show_all()
    window.present()
    view.grab_focus()
    windows.append(window)
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('EntraidePhone')
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect('create-web-view', lambda s: new_view(True))


context.connect('automation-started', on_automation_started)
context.connect('download-started', on_download)
if args.url:  # by hand, for a look; WebDriver asks for its views through the automation session
    new_view().load_uri(args.url)
Gtk.main()
sys.exit(0)
