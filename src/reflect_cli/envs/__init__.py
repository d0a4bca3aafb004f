"""Text environments with the Gymnasium API; importing the package registers them (see
:mod:`reflect_cli.envs.registration`)."""

from reflect_cli.envs import registration as registration
