#!/usr/bin/env bash
# The deployment test runs the site behind Debian's nginx (deploy/nginx/): installs nginx-light with
# apt when nginx is missing. Source it; exports NGINX_PATH. The test runs its own nginx, as a child
# with its own configuration; whether the package's service started on install does not matter.
. "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
export PATH="$PATH:/usr/sbin"
apt_install_for nginx nginx-light
export NGINX_PATH="$(command -v nginx)"
