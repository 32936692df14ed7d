#!/usr/bin/env bash
# The HTML validity test (tests/e2e/html-validity.e2e.ts) runs the W3C Nu HTML Checker, a Java
# program (the vnu-jar package). Installs Debian's headless Java runtime with apt when there is no
# java, before the npm install, so vnu-jar's postinstall finds it instead of downloading a JDK.
# Source it.
. "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
apt_install_for java default-jre-headless
