(define (problem plan_trial_H00003_cup_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  CupType - otype
  EggType - otype
  ForkType - otype
  LettuceType - otype
  SpoonType - otype
  TomatoType - otype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Cup_bar__minus_00_dot_19_bar__minus_02_dot_01_bar__plus_00_dot_20 - object
  Spoon_bar__plus_02_dot_07_bar__minus_01_dot_37_bar__minus_01_dot_38 - object
  Fork_bar__minus_01_dot_97_bar__minus_02_dot_43_bar__plus_00_dot_39 - object
  Tomato_bar__plus_02_dot_39_bar__minus_00_dot_58_bar__minus_01_dot_97 - object
  Egg_bar__plus_01_dot_78_bar__plus_02_dot_32_bar__minus_01_dot_29 - object
  Lettuce_bar__plus_00_dot_73_bar__plus_01_dot_68_bar__plus_00_dot_18 - object
  Fridge_bar__plus_01_dot_77_bar__plus_00_dot_56_bar__plus_00_dot_32 - receptacle
  Microwave_bar__minus_01_dot_62_bar__minus_00_dot_30_bar__plus_01_dot_25 - receptacle
  GarbageCan_bar__plus_02_dot_43_bar__plus_00_dot_23_bar__minus_00_dot_35 - receptacle
  Sink_bar__minus_00_dot_98_bar__minus_01_dot_97_bar__minus_00_dot_83_bar_SinkBasin - receptacle
  Drawer_bar__minus_00_dot_17_bar__plus_01_dot_64_bar__minus_01_dot_72 - receptacle
  CounterTop_bar__minus_01_dot_72_bar__minus_00_dot_25_bar__minus_00_dot_90 - receptacle
  Shelf_bar__minus_01_dot_84_bar__plus_02_dot_00_bar__plus_01_dot_64 - receptacle
  loc_bar_2_bar_7_bar_1_bar_0 - location
  loc_bar_4_bar__minus_6_bar_1_bar_0 - location
  loc_bar_6_bar_2_bar_3_bar_45 - location
  loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
  loc_bar__minus_5_bar_7_bar_3_bar_45 - location
  loc_bar__minus_6_bar_1_bar_0_bar_0 - location
  loc_bar__minus_7_bar__minus_3_bar_3_bar_30 - location
  loc_bar__minus_8_bar_2_bar_2_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_4_bar__minus_6_bar_1_bar_0)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType TomatoType)
  (canContain DrawerType CupType)
  (canContain DrawerType EggType)
  (canContain DrawerType ForkType)
  (canContain DrawerType LettuceType)
  (canContain DrawerType SpoonType)
  (canContain DrawerType TomatoType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType CupType)
  (canContain ShelfType EggType)
  (canContain ShelfType ForkType)
  (canContain ShelfType LettuceType)
  (canContain ShelfType SpoonType)
  (canContain ShelfType TomatoType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType SpoonType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Fridge_bar__plus_01_dot_77_bar__plus_00_dot_56_bar__plus_00_dot_32 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_01_dot_77_bar__plus_00_dot_56_bar__plus_00_dot_32 loc_bar__minus_8_bar_2_bar_2_bar_15)
  (openable Fridge_bar__plus_01_dot_77_bar__plus_00_dot_56_bar__plus_00_dot_32)
  (receptacleType Microwave_bar__minus_01_dot_62_bar__minus_00_dot_30_bar__plus_01_dot_25 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_01_dot_62_bar__minus_00_dot_30_bar__plus_01_dot_25 loc_bar__minus_6_bar_1_bar_0_bar_0)
  (openable Microwave_bar__minus_01_dot_62_bar__minus_00_dot_30_bar__plus_01_dot_25)
  (receptacleType GarbageCan_bar__plus_02_dot_43_bar__plus_00_dot_23_bar__minus_00_dot_35 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_02_dot_43_bar__plus_00_dot_23_bar__minus_00_dot_35 loc_bar__minus_5_bar_7_bar_3_bar_45)
  (receptacleType Sink_bar__minus_00_dot_98_bar__minus_01_dot_97_bar__minus_00_dot_83_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_98_bar__minus_01_dot_97_bar__minus_00_dot_83_bar_SinkBasin loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
  (receptacleType Drawer_bar__minus_00_dot_17_bar__plus_01_dot_64_bar__minus_01_dot_72 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_17_bar__plus_01_dot_64_bar__minus_01_dot_72 loc_bar_6_bar_2_bar_3_bar_45)
  (openable Drawer_bar__minus_00_dot_17_bar__plus_01_dot_64_bar__minus_01_dot_72)
  (receptacleType CounterTop_bar__minus_01_dot_72_bar__minus_00_dot_25_bar__minus_00_dot_90 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_01_dot_72_bar__minus_00_dot_25_bar__minus_00_dot_90 loc_bar__minus_7_bar__minus_3_bar_3_bar_30)
  (receptacleType Shelf_bar__minus_01_dot_84_bar__plus_02_dot_00_bar__plus_01_dot_64 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_01_dot_84_bar__plus_02_dot_00_bar__plus_01_dot_64 loc_bar_2_bar_7_bar_1_bar_0)
  (objectType Cup_bar__minus_00_dot_19_bar__minus_02_dot_01_bar__plus_00_dot_20 CupType)
  (inReceptacle Cup_bar__minus_00_dot_19_bar__minus_02_dot_01_bar__plus_00_dot_20 Shelf_bar__minus_01_dot_84_bar__plus_02_dot_00_bar__plus_01_dot_64)
  (objectAtLocation Cup_bar__minus_00_dot_19_bar__minus_02_dot_01_bar__plus_00_dot_20 loc_bar_2_bar_7_bar_1_bar_0)
  (pickupable Cup_bar__minus_00_dot_19_bar__minus_02_dot_01_bar__plus_00_dot_20)
  (cleanable Cup_bar__minus_00_dot_19_bar__minus_02_dot_01_bar__plus_00_dot_20)
  (heatable Cup_bar__minus_00_dot_19_bar__minus_02_dot_01_bar__plus_00_dot_20)
  (coolable Cup_bar__minus_00_dot_19_bar__minus_02_dot_01_bar__plus_00_dot_20)
  (objectType Spoon_bar__plus_02_dot_07_bar__minus_01_dot_37_bar__minus_01_dot_38 SpoonType)
  (inReceptacle Spoon_bar__plus_02_dot_07_bar__minus_01_dot_37_bar__minus_01_dot_38 Sink_bar__minus_00_dot_98_bar__minus_01_dot_97_bar__minus_00_dot_83_bar_SinkBasin)
  (objectAtLocation Spoon_bar__plus_02_dot_07_bar__minus_01_dot_37_bar__minus_01_dot_38 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
  (pickupable Spoon_bar__plus_02_dot_07_bar__minus_01_dot_37_bar__minus_01_dot_38)
  (cleanable Spoon_bar__plus_02_dot_07_bar__minus_01_dot_37_bar__minus_01_dot_38)
  (objectType Fork_bar__minus_01_dot_97_bar__minus_02_dot_43_bar__plus_00_dot_39 ForkType)
  (inReceptacle Fork_bar__minus_01_dot_97_bar__minus_02_dot_43_bar__plus_00_dot_39 Sink_bar__minus_00_dot_98_bar__minus_01_dot_97_bar__minus_00_dot_83_bar_SinkBasin)
  (objectAtLocation Fork_bar__minus_01_dot_97_bar__minus_02_dot_43_bar__plus_00_dot_39 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
  (pickupable Fork_bar__minus_01_dot_97_bar__minus_02_dot_43_bar__plus_00_dot_39)
  (cleanable Fork_bar__minus_01_dot_97_bar__minus_02_dot_43_bar__plus_00_dot_39)
  (objectType Tomato_bar__plus_02_dot_39_bar__minus_00_dot_58_bar__minus_01_dot_97 TomatoType)
  (inReceptacle Tomato_bar__plus_02_dot_39_bar__minus_00_dot_58_bar__minus_01_dot_97 CounterTop_bar__minus_01_dot_72_bar__minus_00_dot_25_bar__minus_00_dot_90)
  (objectAtLocation Tomato_bar__plus_02_dot_39_bar__minus_00_dot_58_bar__minus_01_dot_97 loc_bar__minus_7_bar__minus_3_bar_3_bar_30)
  (pickupable Tomato_bar__plus_02_dot_39_bar__minus_00_dot_58_bar__minus_01_dot_97)
  (cleanable Tomato_bar__plus_02_dot_39_bar__minus_00_dot_58_bar__minus_01_dot_97)
  (heatable Tomato_bar__plus_02_dot_39_bar__minus_00_dot_58_bar__minus_01_dot_97)
  (coolable Tomato_bar__plus_02_dot_39_bar__minus_00_dot_58_bar__minus_01_dot_97)
  (sliceable Tomato_bar__plus_02_dot_39_bar__minus_00_dot_58_bar__minus_01_dot_97)
  (objectType Egg_bar__plus_01_dot_78_bar__plus_02_dot_32_bar__minus_01_dot_29 EggType)
  (inReceptacle Egg_bar__plus_01_dot_78_bar__plus_02_dot_32_bar__minus_01_dot_29 Microwave_bar__minus_01_dot_62_bar__minus_00_dot_30_bar__plus_01_dot_25)
  (objectAtLocation Egg_bar__plus_01_dot_78_bar__plus_02_dot_32_bar__minus_01_dot_29 loc_bar__minus_6_bar_1_bar_0_bar_0)
  (pickupable Egg_bar__plus_01_dot_78_bar__plus_02_dot_32_bar__minus_01_dot_29)
  (cleanable Egg_bar__plus_01_dot_78_bar__plus_02_dot_32_bar__minus_01_dot_29)
  (heatable Egg_bar__plus_01_dot_78_bar__plus_02_dot_32_bar__minus_01_dot_29)
  (coolable Egg_bar__plus_01_dot_78_bar__plus_02_dot_32_bar__minus_01_dot_29)
  (objectType Lettuce_bar__plus_00_dot_73_bar__plus_01_dot_68_bar__plus_00_dot_18 LettuceType)
  (inReceptacle Lettuce_bar__plus_00_dot_73_bar__plus_01_dot_68_bar__plus_00_dot_18 Fridge_bar__plus_01_dot_77_bar__plus_00_dot_56_bar__plus_00_dot_32)
  (objectAtLocation Lettuce_bar__plus_00_dot_73_bar__plus_01_dot_68_bar__plus_00_dot_18 loc_bar__minus_8_bar_2_bar_2_bar_15)
  (pickupable Lettuce_bar__plus_00_dot_73_bar__plus_01_dot_68_bar__plus_00_dot_18)
  (cleanable Lettuce_bar__plus_00_dot_73_bar__plus_01_dot_68_bar__plus_00_dot_18)
  (coolable Lettuce_bar__plus_00_dot_73_bar__plus_01_dot_68_bar__plus_00_dot_18)
  (sliceable Lettuce_bar__plus_00_dot_73_bar__plus_01_dot_68_bar__plus_00_dot_18)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o CupType)
                    (receptacleType ?r CounterTopType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
