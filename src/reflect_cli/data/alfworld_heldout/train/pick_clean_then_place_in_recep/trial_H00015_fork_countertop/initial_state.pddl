(define (problem plan_trial_H00015_fork_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  EggType - otype
  ForkType - otype
  LettuceType - otype
  PlateType - otype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Fork_bar__plus_00_dot_70_bar__plus_02_dot_18_bar__minus_00_dot_25 - object
  Apple_bar__minus_02_dot_28_bar__plus_01_dot_50_bar__minus_02_dot_16 - object
  Bread_bar__plus_01_dot_06_bar__minus_02_dot_28_bar__minus_01_dot_04 - object
  Lettuce_bar__plus_00_dot_54_bar__minus_00_dot_37_bar__plus_00_dot_85 - object
  Plate_bar__plus_00_dot_83_bar__plus_01_dot_84_bar__plus_01_dot_87 - object
  Egg_bar__minus_00_dot_94_bar__minus_00_dot_20_bar__minus_01_dot_86 - object
  CounterTop_bar__plus_01_dot_45_bar__minus_01_dot_15_bar__minus_01_dot_65 - receptacle
  Drawer_bar__minus_02_dot_37_bar__minus_01_dot_63_bar__minus_00_dot_35 - receptacle
  Fridge_bar__plus_01_dot_59_bar__plus_02_dot_34_bar__plus_00_dot_37 - receptacle
  Sink_bar__plus_01_dot_74_bar__plus_00_dot_74_bar__plus_00_dot_97_bar_SinkBasin - receptacle
  Microwave_bar__minus_02_dot_16_bar__minus_00_dot_28_bar__minus_00_dot_78 - receptacle
  loc_bar_1_bar_1_bar_0_bar_45 - location
  loc_bar_7_bar_2_bar_2_bar_60 - location
  loc_bar__minus_2_bar__minus_7_bar_1_bar_0 - location
  loc_bar__minus_4_bar_8_bar_2_bar_15 - location
  loc_bar__minus_6_bar__minus_3_bar_0_bar_30 - location
  loc_bar__minus_8_bar__minus_4_bar_2_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_1_bar_1_bar_0_bar_45)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType PlateType)
  (canContain DrawerType AppleType)
  (canContain DrawerType BreadType)
  (canContain DrawerType EggType)
  (canContain DrawerType ForkType)
  (canContain DrawerType LettuceType)
  (canContain DrawerType PlateType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType EggType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType PlateType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType PlateType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType PlateType)
  (receptacleType CounterTop_bar__plus_01_dot_45_bar__minus_01_dot_15_bar__minus_01_dot_65 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_45_bar__minus_01_dot_15_bar__minus_01_dot_65 loc_bar__minus_6_bar__minus_3_bar_0_bar_30)
  (receptacleType Drawer_bar__minus_02_dot_37_bar__minus_01_dot_63_bar__minus_00_dot_35 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_02_dot_37_bar__minus_01_dot_63_bar__minus_00_dot_35 loc_bar_7_bar_2_bar_2_bar_60)
  (openable Drawer_bar__minus_02_dot_37_bar__minus_01_dot_63_bar__minus_00_dot_35)
  (receptacleType Fridge_bar__plus_01_dot_59_bar__plus_02_dot_34_bar__plus_00_dot_37 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_01_dot_59_bar__plus_02_dot_34_bar__plus_00_dot_37 loc_bar__minus_2_bar__minus_7_bar_1_bar_0)
  (openable Fridge_bar__plus_01_dot_59_bar__plus_02_dot_34_bar__plus_00_dot_37)
  (receptacleType Sink_bar__plus_01_dot_74_bar__plus_00_dot_74_bar__plus_00_dot_97_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_01_dot_74_bar__plus_00_dot_74_bar__plus_00_dot_97_bar_SinkBasin loc_bar__minus_8_bar__minus_4_bar_2_bar_0)
  (receptacleType Microwave_bar__minus_02_dot_16_bar__minus_00_dot_28_bar__minus_00_dot_78 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_02_dot_16_bar__minus_00_dot_28_bar__minus_00_dot_78 loc_bar__minus_4_bar_8_bar_2_bar_15)
  (openable Microwave_bar__minus_02_dot_16_bar__minus_00_dot_28_bar__minus_00_dot_78)
  (objectType Fork_bar__plus_00_dot_70_bar__plus_02_dot_18_bar__minus_00_dot_25 ForkType)
  (inReceptacle Fork_bar__plus_00_dot_70_bar__plus_02_dot_18_bar__minus_00_dot_25 Drawer_bar__minus_02_dot_37_bar__minus_01_dot_63_bar__minus_00_dot_35)
  (objectAtLocation Fork_bar__plus_00_dot_70_bar__plus_02_dot_18_bar__minus_00_dot_25 loc_bar_7_bar_2_bar_2_bar_60)
  (pickupable Fork_bar__plus_00_dot_70_bar__plus_02_dot_18_bar__minus_00_dot_25)
  (cleanable Fork_bar__plus_00_dot_70_bar__plus_02_dot_18_bar__minus_00_dot_25)
  (objectType Apple_bar__minus_02_dot_28_bar__plus_01_dot_50_bar__minus_02_dot_16 AppleType)
  (inReceptacle Apple_bar__minus_02_dot_28_bar__plus_01_dot_50_bar__minus_02_dot_16 Sink_bar__plus_01_dot_74_bar__plus_00_dot_74_bar__plus_00_dot_97_bar_SinkBasin)
  (objectAtLocation Apple_bar__minus_02_dot_28_bar__plus_01_dot_50_bar__minus_02_dot_16 loc_bar__minus_8_bar__minus_4_bar_2_bar_0)
  (pickupable Apple_bar__minus_02_dot_28_bar__plus_01_dot_50_bar__minus_02_dot_16)
  (cleanable Apple_bar__minus_02_dot_28_bar__plus_01_dot_50_bar__minus_02_dot_16)
  (heatable Apple_bar__minus_02_dot_28_bar__plus_01_dot_50_bar__minus_02_dot_16)
  (coolable Apple_bar__minus_02_dot_28_bar__plus_01_dot_50_bar__minus_02_dot_16)
  (sliceable Apple_bar__minus_02_dot_28_bar__plus_01_dot_50_bar__minus_02_dot_16)
  (objectType Bread_bar__plus_01_dot_06_bar__minus_02_dot_28_bar__minus_01_dot_04 BreadType)
  (inReceptacle Bread_bar__plus_01_dot_06_bar__minus_02_dot_28_bar__minus_01_dot_04 Sink_bar__plus_01_dot_74_bar__plus_00_dot_74_bar__plus_00_dot_97_bar_SinkBasin)
  (objectAtLocation Bread_bar__plus_01_dot_06_bar__minus_02_dot_28_bar__minus_01_dot_04 loc_bar__minus_8_bar__minus_4_bar_2_bar_0)
  (pickupable Bread_bar__plus_01_dot_06_bar__minus_02_dot_28_bar__minus_01_dot_04)
  (heatable Bread_bar__plus_01_dot_06_bar__minus_02_dot_28_bar__minus_01_dot_04)
  (coolable Bread_bar__plus_01_dot_06_bar__minus_02_dot_28_bar__minus_01_dot_04)
  (sliceable Bread_bar__plus_01_dot_06_bar__minus_02_dot_28_bar__minus_01_dot_04)
  (objectType Lettuce_bar__plus_00_dot_54_bar__minus_00_dot_37_bar__plus_00_dot_85 LettuceType)
  (inReceptacle Lettuce_bar__plus_00_dot_54_bar__minus_00_dot_37_bar__plus_00_dot_85 CounterTop_bar__plus_01_dot_45_bar__minus_01_dot_15_bar__minus_01_dot_65)
  (objectAtLocation Lettuce_bar__plus_00_dot_54_bar__minus_00_dot_37_bar__plus_00_dot_85 loc_bar__minus_6_bar__minus_3_bar_0_bar_30)
  (pickupable Lettuce_bar__plus_00_dot_54_bar__minus_00_dot_37_bar__plus_00_dot_85)
  (cleanable Lettuce_bar__plus_00_dot_54_bar__minus_00_dot_37_bar__plus_00_dot_85)
  (coolable Lettuce_bar__plus_00_dot_54_bar__minus_00_dot_37_bar__plus_00_dot_85)
  (sliceable Lettuce_bar__plus_00_dot_54_bar__minus_00_dot_37_bar__plus_00_dot_85)
  (objectType Plate_bar__plus_00_dot_83_bar__plus_01_dot_84_bar__plus_01_dot_87 PlateType)
  (inReceptacle Plate_bar__plus_00_dot_83_bar__plus_01_dot_84_bar__plus_01_dot_87 Fridge_bar__plus_01_dot_59_bar__plus_02_dot_34_bar__plus_00_dot_37)
  (objectAtLocation Plate_bar__plus_00_dot_83_bar__plus_01_dot_84_bar__plus_01_dot_87 loc_bar__minus_2_bar__minus_7_bar_1_bar_0)
  (pickupable Plate_bar__plus_00_dot_83_bar__plus_01_dot_84_bar__plus_01_dot_87)
  (cleanable Plate_bar__plus_00_dot_83_bar__plus_01_dot_84_bar__plus_01_dot_87)
  (heatable Plate_bar__plus_00_dot_83_bar__plus_01_dot_84_bar__plus_01_dot_87)
  (coolable Plate_bar__plus_00_dot_83_bar__plus_01_dot_84_bar__plus_01_dot_87)
  (objectType Egg_bar__minus_00_dot_94_bar__minus_00_dot_20_bar__minus_01_dot_86 EggType)
  (inReceptacle Egg_bar__minus_00_dot_94_bar__minus_00_dot_20_bar__minus_01_dot_86 Drawer_bar__minus_02_dot_37_bar__minus_01_dot_63_bar__minus_00_dot_35)
  (objectAtLocation Egg_bar__minus_00_dot_94_bar__minus_00_dot_20_bar__minus_01_dot_86 loc_bar_7_bar_2_bar_2_bar_60)
  (pickupable Egg_bar__minus_00_dot_94_bar__minus_00_dot_20_bar__minus_01_dot_86)
  (cleanable Egg_bar__minus_00_dot_94_bar__minus_00_dot_20_bar__minus_01_dot_86)
  (heatable Egg_bar__minus_00_dot_94_bar__minus_00_dot_20_bar__minus_01_dot_86)
  (coolable Egg_bar__minus_00_dot_94_bar__minus_00_dot_20_bar__minus_01_dot_86)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ForkType)
                    (receptacleType ?r CounterTopType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
