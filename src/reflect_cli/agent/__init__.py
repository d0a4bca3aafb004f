"""The two players of Reflect-RL: a reflector that writes a short analysis of the state and a
policy that picks one of the enumerated admissible actions by emitting a single label token."""
