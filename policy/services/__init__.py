"""Writes to policy data, one service function per write, shared by console and API."""
