"""ALFWorld: the env, its data folders and the generated problems that stand in for the game data."""
