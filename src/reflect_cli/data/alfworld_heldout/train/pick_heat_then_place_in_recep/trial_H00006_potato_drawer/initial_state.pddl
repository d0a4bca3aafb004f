(define (problem plan_trial_H00006_potato_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  BreadType - otype
  EggType - otype
  ForkType - otype
  LettuceType - otype
  PotatoType - otype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Potato_bar__minus_00_dot_62_bar__plus_00_dot_13_bar__minus_01_dot_82 - object
  Fork_bar__minus_01_dot_23_bar__minus_00_dot_25_bar__minus_01_dot_43 - object
  Egg_bar__plus_01_dot_15_bar__minus_01_dot_76_bar__minus_00_dot_51 - object
  Bread_bar__minus_02_dot_12_bar__minus_01_dot_63_bar__plus_01_dot_92 - object
  Lettuce_bar__minus_01_dot_78_bar__minus_01_dot_56_bar__plus_01_dot_86 - object
  Drawer_bar__minus_00_dot_24_bar__plus_01_dot_32_bar__minus_02_dot_49 - receptacle
  Sink_bar__plus_01_dot_42_bar__plus_02_dot_36_bar__plus_02_dot_19_bar_SinkBasin - receptacle
  Microwave_bar__minus_00_dot_41_bar__minus_01_dot_35_bar__minus_01_dot_79 - receptacle
  GarbageCan_bar__minus_01_dot_97_bar__plus_02_dot_09_bar__minus_00_dot_57 - receptacle
  Fridge_bar__minus_02_dot_28_bar__minus_01_dot_49_bar__plus_01_dot_65 - receptacle
  CounterTop_bar__minus_00_dot_45_bar__minus_00_dot_52_bar__plus_02_dot_11 - receptacle
  loc_bar_0_bar_4_bar_0_bar_45 - location
  loc_bar_2_bar_8_bar_0_bar_60 - location
  loc_bar__minus_2_bar__minus_1_bar_2_bar_45 - location
  loc_bar__minus_2_bar__minus_8_bar_2_bar_45 - location
  loc_bar__minus_4_bar__minus_8_bar_2_bar_0 - location
  loc_bar__minus_6_bar__minus_1_bar_2_bar_15 - location
  loc_bar__minus_8_bar_8_bar_2_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_2_bar__minus_8_bar_2_bar_45)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType PotatoType)
  (canContain DrawerType BreadType)
  (canContain DrawerType EggType)
  (canContain DrawerType ForkType)
  (canContain DrawerType LettuceType)
  (canContain DrawerType PotatoType)
  (canContain FridgeType BreadType)
  (canContain FridgeType EggType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType PotatoType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PotatoType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType PotatoType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType PotatoType)
  (receptacleType Drawer_bar__minus_00_dot_24_bar__plus_01_dot_32_bar__minus_02_dot_49 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_24_bar__plus_01_dot_32_bar__minus_02_dot_49 loc_bar__minus_2_bar__minus_1_bar_2_bar_45)
  (openable Drawer_bar__minus_00_dot_24_bar__plus_01_dot_32_bar__minus_02_dot_49)
  (receptacleType Sink_bar__plus_01_dot_42_bar__plus_02_dot_36_bar__plus_02_dot_19_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_01_dot_42_bar__plus_02_dot_36_bar__plus_02_dot_19_bar_SinkBasin loc_bar__minus_8_bar_8_bar_2_bar_45)
  (receptacleType Microwave_bar__minus_00_dot_41_bar__minus_01_dot_35_bar__minus_01_dot_79 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_41_bar__minus_01_dot_35_bar__minus_01_dot_79 loc_bar_2_bar_8_bar_0_bar_60)
  (openable Microwave_bar__minus_00_dot_41_bar__minus_01_dot_35_bar__minus_01_dot_79)
  (receptacleType GarbageCan_bar__minus_01_dot_97_bar__plus_02_dot_09_bar__minus_00_dot_57 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_01_dot_97_bar__plus_02_dot_09_bar__minus_00_dot_57 loc_bar__minus_4_bar__minus_8_bar_2_bar_0)
  (receptacleType Fridge_bar__minus_02_dot_28_bar__minus_01_dot_49_bar__plus_01_dot_65 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_02_dot_28_bar__minus_01_dot_49_bar__plus_01_dot_65 loc_bar__minus_6_bar__minus_1_bar_2_bar_15)
  (openable Fridge_bar__minus_02_dot_28_bar__minus_01_dot_49_bar__plus_01_dot_65)
  (receptacleType CounterTop_bar__minus_00_dot_45_bar__minus_00_dot_52_bar__plus_02_dot_11 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_45_bar__minus_00_dot_52_bar__plus_02_dot_11 loc_bar_0_bar_4_bar_0_bar_45)
  (objectType Potato_bar__minus_00_dot_62_bar__plus_00_dot_13_bar__minus_01_dot_82 PotatoType)
  (inReceptacle Potato_bar__minus_00_dot_62_bar__plus_00_dot_13_bar__minus_01_dot_82 Sink_bar__plus_01_dot_42_bar__plus_02_dot_36_bar__plus_02_dot_19_bar_SinkBasin)
  (objectAtLocation Potato_bar__minus_00_dot_62_bar__plus_00_dot_13_bar__minus_01_dot_82 loc_bar__minus_8_bar_8_bar_2_bar_45)
  (pickupable Potato_bar__minus_00_dot_62_bar__plus_00_dot_13_bar__minus_01_dot_82)
  (cleanable Potato_bar__minus_00_dot_62_bar__plus_00_dot_13_bar__minus_01_dot_82)
  (heatable Potato_bar__minus_00_dot_62_bar__plus_00_dot_13_bar__minus_01_dot_82)
  (coolable Potato_bar__minus_00_dot_62_bar__plus_00_dot_13_bar__minus_01_dot_82)
  (sliceable Potato_bar__minus_00_dot_62_bar__plus_00_dot_13_bar__minus_01_dot_82)
  (objectType Fork_bar__minus_01_dot_23_bar__minus_00_dot_25_bar__minus_01_dot_43 ForkType)
  (inReceptacle Fork_bar__minus_01_dot_23_bar__minus_00_dot_25_bar__minus_01_dot_43 Drawer_bar__minus_00_dot_24_bar__plus_01_dot_32_bar__minus_02_dot_49)
  (objectAtLocation Fork_bar__minus_01_dot_23_bar__minus_00_dot_25_bar__minus_01_dot_43 loc_bar__minus_2_bar__minus_1_bar_2_bar_45)
  (pickupable Fork_bar__minus_01_dot_23_bar__minus_00_dot_25_bar__minus_01_dot_43)
  (cleanable Fork_bar__minus_01_dot_23_bar__minus_00_dot_25_bar__minus_01_dot_43)
  (objectType Egg_bar__plus_01_dot_15_bar__minus_01_dot_76_bar__minus_00_dot_51 EggType)
  (inReceptacle Egg_bar__plus_01_dot_15_bar__minus_01_dot_76_bar__minus_00_dot_51 Sink_bar__plus_01_dot_42_bar__plus_02_dot_36_bar__plus_02_dot_19_bar_SinkBasin)
  (objectAtLocation Egg_bar__plus_01_dot_15_bar__minus_01_dot_76_bar__minus_00_dot_51 loc_bar__minus_8_bar_8_bar_2_bar_45)
  (pickupable Egg_bar__plus_01_dot_15_bar__minus_01_dot_76_bar__minus_00_dot_51)
  (cleanable Egg_bar__plus_01_dot_15_bar__minus_01_dot_76_bar__minus_00_dot_51)
  (heatable Egg_bar__plus_01_dot_15_bar__minus_01_dot_76_bar__minus_00_dot_51)
  (coolable Egg_bar__plus_01_dot_15_bar__minus_01_dot_76_bar__minus_00_dot_51)
  (objectType Bread_bar__minus_02_dot_12_bar__minus_01_dot_63_bar__plus_01_dot_92 BreadType)
  (inReceptacle Bread_bar__minus_02_dot_12_bar__minus_01_dot_63_bar__plus_01_dot_92 GarbageCan_bar__minus_01_dot_97_bar__plus_02_dot_09_bar__minus_00_dot_57)
  (objectAtLocation Bread_bar__minus_02_dot_12_bar__minus_01_dot_63_bar__plus_01_dot_92 loc_bar__minus_4_bar__minus_8_bar_2_bar_0)
  (pickupable Bread_bar__minus_02_dot_12_bar__minus_01_dot_63_bar__plus_01_dot_92)
  (heatable Bread_bar__minus_02_dot_12_bar__minus_01_dot_63_bar__plus_01_dot_92)
  (coolable Bread_bar__minus_02_dot_12_bar__minus_01_dot_63_bar__plus_01_dot_92)
  (sliceable Bread_bar__minus_02_dot_12_bar__minus_01_dot_63_bar__plus_01_dot_92)
  (objectType Lettuce_bar__minus_01_dot_78_bar__minus_01_dot_56_bar__plus_01_dot_86 LettuceType)
  (inReceptacle Lettuce_bar__minus_01_dot_78_bar__minus_01_dot_56_bar__plus_01_dot_86 GarbageCan_bar__minus_01_dot_97_bar__plus_02_dot_09_bar__minus_00_dot_57)
  (objectAtLocation Lettuce_bar__minus_01_dot_78_bar__minus_01_dot_56_bar__plus_01_dot_86 loc_bar__minus_4_bar__minus_8_bar_2_bar_0)
  (pickupable Lettuce_bar__minus_01_dot_78_bar__minus_01_dot_56_bar__plus_01_dot_86)
  (cleanable Lettuce_bar__minus_01_dot_78_bar__minus_01_dot_56_bar__plus_01_dot_86)
  (coolable Lettuce_bar__minus_01_dot_78_bar__minus_01_dot_56_bar__plus_01_dot_86)
  (sliceable Lettuce_bar__minus_01_dot_78_bar__minus_01_dot_56_bar__plus_01_dot_86)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PotatoType)
                    (receptacleType ?r DrawerType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
